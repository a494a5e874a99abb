import { Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Delayed } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { switchboardQueries } from '../switchboard.queries'
import { CohortRuleForm } from './cohort-rule-form'
import { CohortsPanel } from './cohorts-panel'
import { FlagList } from './flag-list'

/** /admin/switchboard (issue 19, spec §6): the flags, the cohort rules and the cohorts. */
export function SwitchboardEditor() {
  const board = useQuery(switchboardQueries.board())
  if (board.isPending) {
    return (
      <Delayed>
        <Skeleton height={320} aria-busy="true" />
      </Delayed>
    )
  }
  if (board.isError) {
    return <LoadError message="switchboard.loadError" onRetry={() => void board.refetch()} />
  }
  const { flags, cohorts } = board.data
  return (
    <Stack gap="lg">
      <FlagList flags={flags} cohorts={cohorts} />
      <CohortRuleForm flags={flags} cohorts={cohorts} />
      <CohortsPanel cohorts={cohorts} />
    </Stack>
  )
}
