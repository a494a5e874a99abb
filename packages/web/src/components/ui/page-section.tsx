import { Group, Paper, Title } from '@mantine/core'
import { useId, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/** One section of a record's page (the domain page's): a bordered region named by its heading. */
export function PageSection({
  title,
  action,
  children,
  testId,
}: {
  title: MessageKey
  action?: ReactNode
  children: ReactNode
  testId: string
}) {
  const headingId = useId()
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      style={{ minWidth: 0 }}
    >
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          <FormattedMessage id={title} />
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  )
}
