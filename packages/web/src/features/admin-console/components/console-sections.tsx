import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { adminConsoleQueries } from '../admin-console.queries'

/** The console's parts (issue 19). Transactions, switchboard and health come with their slices. */
const SECTIONS = [
  { key: 'review', to: '/admin/review' },
  { key: 'accounts', to: '/admin/accounts' },
  { key: 'transactions', to: '/admin/transactions' },
  { key: 'support', to: '/admin/support' },
  { key: 'switchboard', to: '/admin/switchboard' },
  { key: 'health', to: '/admin/health' },
  { key: 'audit', to: '/admin/audit' },
] as const

type SectionKey = (typeof SECTIONS)[number]['key']

function Section({ id, to, live }: { id: SectionKey; to: string; live: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={4}>
        <Title order={2} size="h4">
          <Anchor
            renderRoot={(props) => <Link {...props} to={to as '/admin'} />}
            data-testid={`console-${id}`}
          >
            <FormattedMessage id={`adminConsole.section.${id}` as MessageKey} />
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id={`adminConsole.section.${id}.body` as MessageKey} />
        </Text>
        {live}
      </Stack>
    </Paper>
  )
}

/**
 * /admin's map of the console (issue 19, decision 1339): one card per part, with the live
 * counts of what waits there.
 */
export function ConsoleSections() {
  const counts = useQuery(adminConsoleQueries.counts())
  const live: Partial<Record<SectionKey, ReactNode>> = counts.data
    ? {
        review: (
          <Text fw={700} className="nf-tabular" data-count="review">
            <FormattedMessage
              id="adminConsole.review.waiting"
              values={{ count: counts.data.reviewWaiting }}
            />
          </Text>
        ),
        accounts: (
          <Text fw={700} data-count="accounts">
            <FormattedMessage
              id="adminConsole.accounts.counts"
              values={{
                pending: counts.data.accountsPendingApproval,
                suspended: counts.data.accountsSuspended,
              }}
            />
          </Text>
        ),
      }
    : {}
  return (
    <section aria-labelledby="console-parts">
      <Title order={2} size="h3" id="console-parts" mb="xs">
        <FormattedMessage id="adminConsole.parts" />
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {SECTIONS.map((section) => (
          <Section key={section.key} id={section.key} to={section.to} live={live[section.key]} />
        ))}
      </SimpleGrid>
    </section>
  )
}
