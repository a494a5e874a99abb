import { Button, CopyButton, Group } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/** The three labels of `CopyAndDone`, from the feature that shows the secret. */
export type CopyAndDoneLabels = { copy: MessageKey; copied: MessageKey; done: MessageKey }

/** Under a secret shown once: a button that copies it, and one to say it is kept. */
export function CopyAndDone({
  value,
  onDone,
  labels,
}: {
  value: string
  onDone: () => void
  labels: CopyAndDoneLabels
}) {
  return (
    <Group mt="sm" gap="xs">
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant="default" onClick={copy}>
            <FormattedMessage id={copied ? labels.copied : labels.copy} />
          </Button>
        )}
      </CopyButton>
      <Button size="xs" onClick={onDone}>
        <FormattedMessage id={labels.done} />
      </Button>
    </Group>
  )
}
