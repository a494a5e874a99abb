import { Badge, CloseButton, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FeatureFlagState } from '@namefolio/core/config/public-config.contract'
import type {
  Cohort,
  SetFlagBody,
  SwitchboardFlag,
} from '@namefolio/core/switchboard/switchboard.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import { switchboardCalls, switchboardKeys } from '../switchboard.queries'
import { FLAG_STATES, flagLabelId, WRAPPING_BADGE } from './switchboard-labels'

const STATE_COLOR: Record<FeatureFlagState, string> = {
  on: 'teal.9',
  off: 'gray.8',
  ineligible: 'red.9',
}

/** Saves one rule and refreshes the board; used by the list and the cohort-rule form. */
export function useSetFlag() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: SetFlagBody }) =>
      switchboardCalls.setFlag(key, body),
    onSuccess: (board) => {
      queryClient.setQueryData(switchboardKeys.board(), board)
      growl({ kind: 'success', message: 'switchboard.saved' })
    },
    onError: () => growl({ kind: 'error', message: 'switchboard.saveFailed' }),
  })
}

function FlagName({ flagKey }: { flagKey: string }) {
  const id = flagLabelId(flagKey)
  return id ? <FormattedMessage id={id} /> : <>{flagKey}</>
}

function FlagRow({ flag, cohorts }: { flag: SwitchboardFlag; cohorts: Cohort[] }) {
  const intl = useIntl()
  const setFlag = useSetFlag()
  const [pendingOff, setPendingOff] = useState<FeatureFlagState | null>(null)
  const titleId = `flag-${flag.key}`
  const cohortName = (id: string) => cohorts.find((c) => c.id === id)?.name ?? id
  const stateLabel = (state: FeatureFlagState) =>
    intl.formatMessage({ id: `switchboard.state.${state}` })
  const saveGeneral = (state: FeatureFlagState) =>
    setFlag.mutate({ key: flag.key, body: { cohortId: null, state } })
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
          <div>
            <Title order={3} size="h5" id={titleId}>
              <FlagName flagKey={flag.key} />
            </Title>
            <Text size="xs" c="dimmed" ff="monospace">
              {flag.key}
            </Text>
          </div>
          <Select
            w={200}
            label={intl.formatMessage({ id: 'switchboard.everyone' })}
            data={FLAG_STATES.map((s) => ({ value: s, label: stateLabel(s) }))}
            value={flag.general}
            placeholder={intl.formatMessage({ id: 'switchboard.state.none' })}
            allowDeselect={false}
            disabled={setFlag.isPending}
            onChange={(value) => {
              const state = value as FeatureFlagState | null
              if (!state || state === flag.general) return
              if (state === 'on') saveGeneral(state)
              else setPendingOff(state)
            }}
          />
        </Group>
        <Text size="sm" fw={600} component="h4" m={0}>
          <FormattedMessage id="switchboard.overrides" />
        </Text>
        {flag.overrides.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="switchboard.noOverrides" />
          </Text>
        ) : (
          <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {flag.overrides.map((o) => (
              <Badge
                key={o.cohortId}
                component="li"
                variant="filled"
                color={STATE_COLOR[o.state]}
                size="lg"
                tt="none"
                h="auto"
                styles={WRAPPING_BADGE}
                rightSection={
                  <CloseButton
                    size="xs"
                    c="white"
                    aria-label={intl.formatMessage(
                      { id: 'switchboard.removeOverride' },
                      { cohort: cohortName(o.cohortId) },
                    )}
                    onClick={() =>
                      setFlag.mutate({ key: flag.key, body: { cohortId: o.cohortId, state: null } })
                    }
                  />
                }
              >
                <FormattedMessage
                  id="switchboard.override"
                  values={{ cohort: cohortName(o.cohortId), state: stateLabel(o.state) }}
                />
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      {pendingOff && (
        <ConfirmDialog
          title={
            <FormattedMessage
              id="switchboard.confirmOff.title"
              values={{ flag: <FlagName flagKey={flag.key} /> }}
            />
          }
          confirmLabel={<FormattedMessage id="switchboard.confirmOff.confirm" />}
          cancelLabel={<FormattedMessage id="switchboard.cancel" />}
          isDanger
          isBusy={setFlag.isPending}
          onCancel={() => setPendingOff(null)}
          onConfirm={() => {
            saveGeneral(pendingOff)
            setPendingOff(null)
          }}
        >
          <FormattedMessage id="switchboard.confirmOff.body" />
        </ConfirmDialog>
      )}
    </Paper>
  )
}

/** Every flag with its state for everyone and its cohort rules (spec §6). */
export function FlagList({ flags, cohorts }: { flags: SwitchboardFlag[]; cohorts: Cohort[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="switchboard-flags-title">
      <Title order={2} size="h4" id="switchboard-flags-title">
        <FormattedMessage id="switchboard.flags.title" />
      </Title>
      {flags.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="switchboard.flags.empty" />
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {flags.map((flag) => (
            <FlagRow key={flag.key} flag={flag} cohorts={cohorts} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}
