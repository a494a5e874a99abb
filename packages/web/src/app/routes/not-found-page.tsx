import { Box, Button, Container, Group, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { Link, useRouterState } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { Brand } from '../../components/ui/brand'

/** The not-found page for every unregistered route: says so, and offers the way back. */
export function NotFoundPage() {
  const intl = useIntl()
  const location = useRouterState({ select: (state) => state.location })
  useDocumentTitle(
    `${intl.formatMessage({ id: 'notFound.title' })} · ${intl.formatMessage({ id: 'app.brand' })}`,
  )
  return (
    <Box mih="100vh">
      <Box component="header" px="md" h={56} style={{ display: 'flex', alignItems: 'center' }}>
        <Brand />
      </Box>
      <Container component="main" size="sm" py={64}>
        <Text c="dimmed" fw={700} size="sm" mb={4}>
          404
        </Text>
        <Title order={1} mb="sm">
          <FormattedMessage id="notFound.title" />
        </Title>
        <Text mb="lg" style={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage
            id="notFound.body"
            values={{ path: <code>{location.pathname}</code> }}
          />
        </Text>
        <Group>
          <Button component={Link} to="/portfolio">
            <FormattedMessage id="notFound.toPortfolio" />
          </Button>
        </Group>
      </Container>
    </Box>
  )
}
