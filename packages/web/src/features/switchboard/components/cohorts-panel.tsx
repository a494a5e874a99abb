import {
  Badge,
  Button,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Cohort, UpdateCohortBody } from '@namefolio/core/switchboard/switchboard.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { switchboardCalls, switchboardKeys } from '../switchboard.queries'
import { CreateCohortForm } from './create-cohort-form'
import { refusalKey, splitHandles, WRAPPING_BADGE } from './switchboard-labels'

function useUpdateCohort(cohortId: string, onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateCohortBody) => switchboardCalls.updateCohort(cohortId, body),
    onSuccess: () => {
      onDone()
      void queryClient.invalidateQueries({ queryKey: switchboardKeys.board() })
      growl({ kind: 'success', message: 'switchboard.cohorts.updated' })
    },
  })
}

function CohortCard({ cohort }: { cohort: Cohort }) {
  const intl = useIntl()
  const [handles, setHandles] = useState('')
  const [percent, setPercent] = useState<number>(cohort.percent ?? 0)
  const update = useUpdateCohort(cohort.id, () => setHandles(''))
  const error = refusalKey(update.error)
  const titleId = `cohort-${cohort.id}`
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {cohort.name}
          </Title>
          <Badge variant="filled" color="gray.8" tt="none">
            <FormattedMessage id={`switchboard.cohorts.kind.${cohort.kind}`} />
          </Badge>
        </Group>
        {cohort.kind === 'percentage' ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              update.mutate({ percent })
            }}
          >
            <Stack gap="xs">
              <Text size="sm">
                <FormattedMessage
                  id="switchboard.cohorts.percentOf"
                  values={{ percent: cohort.percent ?? 0 }}
                />
              </Text>
              <Group align="flex-end" gap="sm">
                <NumberInput
                  w={160}
                  label={intl.formatMessage({ id: 'switchboard.cohorts.percent' })}
                  value={percent}
                  onChange={(value) => setPercent(Number(value) || 0)}
                  min={0}
                  max={100}
                  allowDecimal={false}
                />
                <Button type="submit" variant="default" loading={update.isPending}>
                  <FormattedMessage id="switchboard.cohorts.savePercent" />
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="xs">
            <Text size="sm" fw={600} component="h4" m={0}>
              <FormattedMessage id="switchboard.cohorts.members" />
            </Text>
            {cohort.members.length === 0 ? (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="switchboard.cohorts.noMembers" />
              </Text>
            ) : (
              <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {cohort.members.map((m) => (
                  <Badge
                    key={m.id}
                    component="li"
                    variant="filled"
                    color="blue.9"
                    size="lg"
                    tt="none"
                    h="auto"
                    styles={WRAPPING_BADGE}
                    rightSection={
                      <CloseButton
                        size="xs"
                        c="white"
                        aria-label={intl.formatMessage(
                          { id: 'switchboard.cohorts.removeMember' },
                          { member: m.email, cohort: cohort.name },
                        )}
                        onClick={() => update.mutate({ removeMemberIds: [m.id] })}
                      />
                    }
                  >
                    {m.email}
                  </Badge>
                ))}
              </Group>
            )}
            <form
              onSubmit={(event) => {
                event.preventDefault()
                const addMembers = splitHandles(handles)
                if (addMembers.length > 0) update.mutate({ addMembers })
              }}
            >
              <Group align="flex-start" gap="sm" wrap="wrap">
                <TextInput
                  style={{ flex: '1 1 220px' }}
                  label={intl.formatMessage({ id: 'switchboard.cohorts.addMembers' })}
                  value={handles}
                  onChange={(event) => setHandles(event.currentTarget.value)}
                  error={error ? intl.formatMessage({ id: error }) : undefined}
                />
                <Button type="submit" variant="default" mt={24} loading={update.isPending}>
                  <FormattedMessage id="switchboard.cohorts.add" />
                </Button>
              </Group>
            </form>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

/** The cohorts (issue 19): named sets of accounts and percentage rollouts. */
export function CohortsPanel({ cohorts }: { cohorts: Cohort[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="switchboard-cohorts-title">
      <Title order={2} size="h4" id="switchboard-cohorts-title">
        <FormattedMessage id="switchboard.cohorts.title" />
      </Title>
      <CreateCohortForm />
      {cohorts.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="switchboard.cohorts.empty" />
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cohorts.map((cohort) => (
            <CohortCard key={cohort.id} cohort={cohort} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
