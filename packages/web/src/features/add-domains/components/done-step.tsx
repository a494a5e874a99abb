import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { readAddResult } from '../add-flow-state'
import { fieldMessage } from './field-message'
import { StartOverEmptyState } from './start-over-empty-state'

/** One part of the result: a titled card. */
function ResultSection({ title, children }: { title: MessageKey; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="xs">
        <FormattedMessage id={title} />
      </Title>
      {children}
    </Paper>
  )
}

/** /domains/add/done: what was added, what waits for proof of ownership, what was refused. */
export function DoneStep() {
  const intl = useIntl()
  const [result] = useState(() => readAddResult())
  if (result === null) {
    return (
      <StartOverEmptyState title="addDomains.done.emptyTitle" action="addDomains.done.addMore" />
    )
  }
  return (
    <Stack gap="lg">
      <Alert
        color="teal"
        variant="light"
        title={intl.formatMessage(
          { id: 'addDomains.done.summary' },
          { count: result.added.length },
        )}
      >
        <FormattedMessage id="addDomains.done.summaryBody" />
      </Alert>
      {result.added.length > 0 && (
        <ResultSection title="addDomains.done.added">
          <List
            spacing={4}
            size="sm"
            aria-label={intl.formatMessage({ id: 'addDomains.done.added' })}
          >
            {result.added.map((domain) => (
              <List.Item key={domain.name}>
                <Group gap="xs" wrap="wrap">
                  <Link
                    to="/domains/$displayName/details"
                    params={{ displayName: domain.name }}
                    style={{ color: 'var(--mantine-color-anchor)' }}
                  >
                    {domain.name}
                  </Link>
                  <Badge
                    size="sm"
                    variant="light"
                    color={domain.status === 'ACTIVE' ? 'teal' : 'orange'}
                  >
                    <FormattedMessage id={`domain.status.${domain.status}`} />
                  </Badge>
                  {domain.reviewReasons.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {domain.reviewReasons
                        .map((r) => intl.formatMessage({ id: `portfolio.review.reason.${r}` }))
                        .join(', ')}
                    </Text>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </ResultSection>
      )}
      {result.unverified.length > 0 && (
        <ResultSection title="addDomains.done.unverified">
          <List spacing={4} size="sm">
            {result.unverified.map((u) => (
              <List.Item key={u.name}>
                {u.name} — {fieldMessage(intl, u.code, { domain: u.name })}
              </List.Item>
            ))}
          </List>
          <Anchor component={Link} to="/domains/review" size="sm" mt="xs" display="inline-block">
            <FormattedMessage id="addDomains.done.proveOwnership" />
          </Anchor>
        </ResultSection>
      )}
      {result.errors.length > 0 && (
        <ResultSection title="addDomains.done.notAdded">
          <List spacing={4} size="sm">
            {result.errors.map((e) => (
              <List.Item key={`${e.code}-${String(e.values?.domain)}`}>
                {fieldMessage(intl, e.code, e.values)}
              </List.Item>
            ))}
          </List>
        </ResultSection>
      )}
      <Group>
        <Button component={Link} to="/portfolio">
          <FormattedMessage id="addDomains.done.toPortfolio" />
        </Button>
        <Button variant="default" component={Link} to="/domains/add">
          <FormattedMessage id="addDomains.done.addMore" />
        </Button>
      </Group>
    </Stack>
  )
}
