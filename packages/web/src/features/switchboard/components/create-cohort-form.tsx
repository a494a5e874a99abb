import {
  Button,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CohortKind, CreateCohortBody } from '@namefolio/core/switchboard/switchboard.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { isApiError } from '../../../lib/api-client'
import { switchboardCalls, switchboardKeys } from '../switchboard.queries'
import { splitHandles } from './switchboard-labels'

/** A new cohort: named accounts (by e-mail or username) or a percentage rollout. */
export function CreateCohortForm() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [kind, setKind] = useState<CohortKind>('accounts')
  const [handles, setHandles] = useState('')
  const [percent, setPercent] = useState<number>(10)
  const create = useMutation({
    mutationFn: (body: CreateCohortBody) => switchboardCalls.createCohort(body),
    onSuccess: () => {
      setName('')
      setHandles('')
      void queryClient.invalidateQueries({ queryKey: switchboardKeys.board() })
      growl({ kind: 'success', message: 'switchboard.cohorts.created' })
    },
  })
  const fields = isApiError(create.error) ? (create.error.fields ?? []) : []
  const errorOf = (field: string) => {
    const code = fields.find((f) => f.field === field)?.code
    return code ? intl.formatMessage({ id: code }) : undefined
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-cohort-title">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          create.mutate(
            kind === 'accounts'
              ? { kind, name, members: splitHandles(handles) }
              : { kind, name, percent },
          )
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="new-cohort-title">
            <FormattedMessage id="switchboard.cohorts.createTitle" />
          </Title>
          <div>
            <Text size="sm" fw={500} id="new-cohort-kind" mb={4}>
              <FormattedMessage id="switchboard.cohorts.kind" />
            </Text>
            <SegmentedControl
              aria-labelledby="new-cohort-kind"
              value={kind}
              onChange={(value) => setKind(value as CohortKind)}
              data={[
                {
                  value: 'accounts',
                  label: intl.formatMessage({ id: 'switchboard.cohorts.kind.accounts' }),
                },
                {
                  value: 'percentage',
                  label: intl.formatMessage({ id: 'switchboard.cohorts.kind.percentage' }),
                },
              ]}
            />
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={intl.formatMessage({ id: 'switchboard.cohorts.name' })}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errorOf('name')}
              required
            />
            {kind === 'accounts' ? (
              <TextInput
                label={intl.formatMessage({ id: 'switchboard.cohorts.addMembers' })}
                value={handles}
                onChange={(event) => setHandles(event.currentTarget.value)}
                error={errorOf('members')}
              />
            ) : (
              <NumberInput
                label={intl.formatMessage({ id: 'switchboard.cohorts.percent' })}
                value={percent}
                onChange={(value) => setPercent(Number(value) || 0)}
                min={0}
                max={100}
                allowDecimal={false}
              />
            )}
          </SimpleGrid>
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="switchboard.cohorts.create" />
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
