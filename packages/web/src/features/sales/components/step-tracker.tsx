import { Group, Text, ThemeIcon } from '@mantine/core'
import type { TrackerStep } from '@namefolio/core/sales/sale-steps'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'

const STATE_COLOR = { done: 'teal', current: 'blue', todo: 'gray', cancelled: 'red' } as const
const STATE_MARK = { done: '✓', current: '●', todo: '', cancelled: '✕' } as const

/**
 * The seller-facing steps of a sale or lease (spec §4), from core's stepTrackerOf: an ordered
 * list, the current step marked for assistive technology with aria-current="step".
 */
export function StepTracker({ steps }: { steps: readonly TrackerStep[] }) {
  const intl = useIntl()
  return (
    <ol className="nf-step-tracker" aria-label={intl.formatMessage({ id: 'sales.tracker.label' })}>
      {steps.map(({ step, state }, index) => (
        <li
          key={step}
          data-state={state}
          aria-current={state === 'current' ? 'step' : undefined}
          className="nf-step"
        >
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={24}
              radius="xl"
              color={STATE_COLOR[state]}
              variant={state === 'todo' ? 'outline' : 'filled'}
              aria-hidden="true"
            >
              <Text size="xs" fw={700} component="span">
                {STATE_MARK[state] || index + 1}
              </Text>
            </ThemeIcon>
            <div>
              <Text size="sm" fw={state === 'current' ? 700 : 500}>
                <FormattedMessage id={`sales.step.${step}` as MessageKey} />
              </Text>
              <Text size="xs" c="dimmed">
                <FormattedMessage id={`sales.stepState.${state}` as MessageKey} />
              </Text>
            </div>
          </Group>
        </li>
      ))}
    </ol>
  )
}
