import { Anchor, Group, Paper, Text } from '@mantine/core'
import { FormattedMessage } from 'react-intl'

/**
 * Points token and app builders to the public developer documentation (issue 24). Plain links:
 * /developers and /api/docs are server-rendered pages, not portal routes.
 */
export function ApiDocsLink() {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" mb="xs">
        <FormattedMessage id="apiDocs.tokens.lead" />
      </Text>
      <Group gap="lg">
        <Anchor underline="always" href="/developers" size="sm" fw={600}>
          <FormattedMessage id="apiDocs.tokens.guides" />
        </Anchor>
        <Anchor underline="always" href="/api/docs" size="sm" fw={600}>
          <FormattedMessage id="apiDocs.tokens.reference" />
        </Anchor>
      </Group>
    </Paper>
  )
}
