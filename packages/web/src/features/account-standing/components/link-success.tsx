import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { LinkSuccessSearch } from '../link-success-search'

type Copy = {
  title: MessageKey
  body: MessageKey
  bodyNoProvider: MessageKey
  next: { to: '/account/payments' | '/account/security'; label: MessageKey } | null
}

const COPY: Record<'payout' | 'federation' | 'other', Copy> = {
  payout: {
    title: 'linkSuccess.payout.title',
    body: 'linkSuccess.payout.body',
    bodyNoProvider: 'linkSuccess.payout.bodyNoProvider',
    next: { to: '/account/payments', label: 'linkSuccess.payout.next' },
  },
  federation: {
    title: 'linkSuccess.federation.title',
    body: 'linkSuccess.federation.body',
    bodyNoProvider: 'linkSuccess.federation.bodyNoProvider',
    next: { to: '/account/security', label: 'linkSuccess.federation.next' },
  },
  other: {
    title: 'linkSuccess.other.title',
    body: 'linkSuccess.other.body',
    bodyNoProvider: 'linkSuccess.other.body',
    next: null,
  },
}

/**
 * Where a completed account link returns (spec §2 /account/link/success; decision 1025): what
 * was linked, in words, and where to go on.
 */
export function LinkSuccess({
  search,
  isSeller,
}: {
  search: LinkSuccessSearch
  isSeller: boolean
}) {
  const copy = COPY[search.kind ?? 'other']
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        <FormattedMessage id={copy.title} />
      </Title>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Text>
            {search.provider ? (
              <FormattedMessage id={copy.body} values={{ provider: search.provider }} />
            ) : (
              <FormattedMessage id={copy.bodyNoProvider} />
            )}
          </Text>
          <Group gap="sm" wrap="wrap">
            {copy.next && (
              <Button component={Link} to={copy.next.to}>
                <FormattedMessage id={copy.next.label} />
              </Button>
            )}
            <Button component={Link} to="/account/profile" variant="default">
              <FormattedMessage id="linkSuccess.profile" />
            </Button>
            {isSeller && (
              <Button component={Link} to="/portfolio" variant="default">
                <FormattedMessage id="linkSuccess.portfolio" />
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
