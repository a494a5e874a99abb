import { Stack } from '@mantine/core'
import { PageHeader } from '../../components/ui/page-header'
import { SwitchboardEditor } from '../../features/switchboard/components/switchboard-editor'

/** /admin/switchboard: every §6 flag, its cohort rules, and the cohorts (issue 19; admin). */
export function AdminSwitchboardPage() {
  return (
    <Stack gap="md" maw={1100}>
      <PageHeader title="switchboard.title" subtitle="switchboard.subtitle" />
      <SwitchboardEditor />
    </Stack>
  )
}
