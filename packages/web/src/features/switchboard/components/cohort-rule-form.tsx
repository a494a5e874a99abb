import { Button, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { FeatureFlagState } from '@namefolio/core/config/public-config.contract'
import type { Cohort, SwitchboardFlag } from '@namefolio/core/switchboard/switchboard.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSetFlag } from './flag-list'
import { FLAG_STATES, flagLabelId } from './switchboard-labels'

/** Sets one flag's state for one cohort: that cohort's rule wins over everyone's (spec §6). */
export function CohortRuleForm({
  flags,
  cohorts,
}: {
  flags: SwitchboardFlag[]
  cohorts: Cohort[]
}) {
  const intl = useIntl()
  const setFlag = useSetFlag()
  const [flagKey, setFlagKey] = useState<string | null>(null)
  const [cohortId, setCohortId] = useState<string | null>(null)
  const [state, setState] = useState<FeatureFlagState | null>('off')
  const label = (key: string) => {
    const id = flagLabelId(key)
    return id ? intl.formatMessage({ id }) : key
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cohort-rule-title">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (flagKey && cohortId && state) {
            setFlag.mutate({ key: flagKey, body: { cohortId, state } })
          }
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="cohort-rule-title">
            <FormattedMessage id="switchboard.rule.title" />
          </Title>
          {cohorts.length === 0 && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="switchboard.rule.noCohorts" />
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={intl.formatMessage({ id: 'switchboard.rule.flag' })}
              data={flags.map((f) => ({ value: f.key, label: label(f.key) }))}
              value={flagKey}
              onChange={setFlagKey}
              searchable
              required
            />
            <Select
              label={intl.formatMessage({ id: 'switchboard.rule.cohort' })}
              data={cohorts.map((c) => ({ value: c.id, label: c.name }))}
              value={cohortId}
              onChange={setCohortId}
              disabled={cohorts.length === 0}
              required
            />
            <Select
              label={intl.formatMessage({ id: 'switchboard.rule.state' })}
              data={FLAG_STATES.map((s) => ({
                value: s,
                label: intl.formatMessage({ id: `switchboard.state.${s}` }),
              }))}
              value={state}
              onChange={(value) => setState(value as FeatureFlagState | null)}
              allowDeselect={false}
              required
            />
          </SimpleGrid>
          <Button
            type="submit"
            loading={setFlag.isPending}
            disabled={!flagKey || !cohortId || !state}
            style={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage id="switchboard.rule.apply" />
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
