import { Button, CopyButton, Group } from '@mantine/core'
import { FormattedMessage } from 'react-intl'

/** Under a secret shown once: a button that copies it, and one to say it is kept. */
export function CopyAndDone({ value, onDone }: { value: string; onDone: () => void }) {
  return (
    <Group mt="sm" gap="xs">
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant="default" onClick={copy}>
            <FormattedMessage id={copied ? 'security.copied' : 'security.copy'} />
          </Button>
        )}
      </CopyButton>
      <Button size="xs" onClick={onDone}>
        <FormattedMessage id="security.done" />
      </Button>
    </Group>
  )
}
