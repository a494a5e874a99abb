import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { PlainList } from '../../../components/ui/plain-list'
import type { Verification } from '@namefolio/core/domains/domain-intake.contract'
import { VERIFICATION_STATES } from '@namefolio/core/domains/domain-intake.constants'
import { EmptyState } from '../../../components/ui/empty-state'
import { growl } from '../../../components/ui/growl'
import { ColumnHeadings } from '../../../components/ui/column-heading'
import { Pager } from '../../../components/ui/pager'
import { QueryContent } from '../../../components/ui/query-content'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import {
  accountDefaultsCalls,
  accountDefaultsKeys,
  accountDefaultsQueries,
  OWNERSHIP_PAGE_SIZE,
} from '../account-defaults.queries'
import { fieldErrorsOf } from '../field-errors'
import { SectionHeading } from '../../../components/ui/section-heading'

const STATE_COLOR: Record<Verification['state'], string> = {
  PENDING: 'orange',
  VERIFIED: 'teal',
  EXPIRED: 'gray',
}

/** The names under ownership review (the portfolio's fraud tooltip), with what to do. */
export function OwnershipReviewList() {
  const [offset, setOffset] = useState(0)
  const reviews = useQuery(accountDefaultsQueries.reviews(offset))
  return (
    <Paper withBorder radius="md" p="md" id="ownership-review">
      <Stack gap="sm">
        <SectionHeading
          title="accountDefaults.ownership.review.title"
          intro="accountDefaults.ownership.review.what"
        />
        <Text size="sm" component="div">
          <FormattedMessage id="accountDefaults.ownership.review.todo" />
          <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            <li>
              <FormattedMessage id="accountDefaults.ownership.review.step1" />
            </li>
            <li>
              <FormattedMessage id="accountDefaults.ownership.review.step2" />
            </li>
            <li>
              <FormattedMessage id="accountDefaults.ownership.review.step3" />
            </li>
          </ol>
        </Text>
        <QueryContent
          query={reviews}
          skeletonHeight={80}
          error="accountDefaults.error.load"
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              title={<FormattedMessage id="accountDefaults.ownership.review.emptyTitle" />}
            >
              <FormattedMessage id="accountDefaults.ownership.review.emptyBody" />
            </EmptyState>
          }
        >
          {(page) => (
            <Stack gap="xs">
              <Table verticalSpacing="xs" data-testid="ownership-reviews">
                <ColumnHeadings
                  labels={[
                    'accountDefaults.ownership.column.domain',
                    'accountDefaults.ownership.column.since',
                  ]}
                />
                <Table.Tbody>
                  {page.items.map((r) => (
                    <Table.Tr key={r.name}>
                      <Table.Td style={{ wordBreak: 'break-all' }}>
                        <Anchor
                          renderRoot={(props) => (
                            <Link
                              {...props}
                              to="/domains/$domain"
                              params={{ domain: r.displayName }}
                            />
                          )}
                        >
                          {r.displayName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <FormattedDate value={r.updatedAt} dateStyle="medium" />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <OwnershipPager offset={offset} total={page.total} onOffsetChange={setOffset} />
            </Stack>
          )}
        </QueryContent>
      </Stack>
    </Paper>
  )
}

type StateFilter = Verification['state'] | 'ALL'

function StateBadge({ state }: { state: Verification['state'] }) {
  return (
    <Badge variant="light" color={STATE_COLOR[state]} style={{ flexShrink: 0 }}>
      <FormattedMessage id={`addDomains.verify.state.${state}`} />
    </Badge>
  )
}

function NextCheck({ at }: { at: string | null }) {
  return at ? <FormattedDate value={at} dateStyle="medium" timeStyle="short" /> : '—'
}

const CLAIM_COLUMNS = (['domain', 'state', 'lastResult', 'nextCheck', 'action'] as const).map(
  (column) => `accountDefaults.ownership.column.${column}` as const,
)

type Claims = { items: Verification[]; checkButton: (v: Verification) => ReactNode }

/** From 600 px up each claim is a table row: name, state, what DNS said, next check, button. */
function ClaimTable({ items, checkButton }: Claims) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" miw={620} data-testid="ownership-claims">
        <ColumnHeadings labels={CLAIM_COLUMNS} />
        <Table.Tbody>
          {items.map((v) => (
            <Table.Tr key={v.name}>
              <Table.Td style={{ wordBreak: 'break-all' }}>{v.name}</Table.Td>
              <Table.Td>
                <StateBadge state={v.state} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{v.lastResult ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <NextCheck at={v.nextCheckAt} />
                </Text>
              </Table.Td>
              <Table.Td>{v.state === 'PENDING' && checkButton(v)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  )
}

function OwnershipPager(props: {
  offset: number
  total: number
  onOffsetChange: (n: number) => void
}) {
  return <Pager {...props} limit={OWNERSHIP_PAGE_SIZE} isLandmark={false} />
}

/** On a phone each claim is a card: name and state, what DNS said, and its button. */
function ClaimCards({ items, checkButton }: Claims) {
  return (
    <PlainList gap="xs" data-testid="ownership-claims">
      {items.map((v) => (
        <Paper component="li" key={v.name} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {v.name}
              </Text>
              <StateBadge state={v.state} />
            </Group>
            <Text size="sm">{v.lastResult ?? '—'}</Text>
            {v.nextCheckAt && (
              <Text size="xs" c="dimmed">
                <FormattedMessage id="accountDefaults.ownership.column.nextCheck" />
                {': '}
                <NextCheck at={v.nextCheckAt} />
              </Text>
            )}
            {v.state === 'PENDING' && <div>{checkButton(v)}</div>}
          </Stack>
        </Paper>
      ))}
    </PlainList>
  )
}

/** Each ownership claim's state, paged in the database, with "check now" for pending ones. */
export function ClaimList() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<StateFilter>('ALL')
  const [offset, setOffset] = useState(0)
  const state = filter === 'ALL' ? undefined : filter
  const claims = useQuery(accountDefaultsQueries.claims(state, offset))
  const check = useMutation({
    mutationFn: (names: string[]) => accountDefaultsCalls.checkNow(names),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: accountDefaultsKeys.ownership() })
      const verified = result.items.filter((v) => v.state === 'VERIFIED')
      const first = result.items[0]
      if (result.items.length === 1 && first) {
        if (first.state === 'VERIFIED') {
          growl({
            kind: 'success',
            message: 'accountDefaults.ownership.check.verified',
            values: { domain: first.name },
          })
        } else {
          growl({
            kind: 'warning',
            message: 'accountDefaults.ownership.check.notYet',
            values: { domain: first.name, result: first.lastResult ?? '' },
          })
        }
        return
      }
      growl({
        kind: verified.length > 0 ? 'success' : 'warning',
        message: 'accountDefaults.ownership.check.many',
        values: { verified: verified.length, checked: result.items.length },
      })
    },
    onError: (error) => {
      const fields = fieldErrorsOf(intl, error)
      growl({
        kind: 'error',
        message: fields.domains ? 'accountDefaults.error.field' : 'accountDefaults.error.check',
      })
    },
  })
  const pendingOnPage = claims.data?.items.filter((v) => v.state === 'PENDING') ?? []
  const isPhone = useIsPhone()
  const checkButton = (v: Verification) => (
    <Button
      size="compact-sm"
      variant="default"
      loading={check.isPending && check.variables.includes(v.name)}
      onClick={() => check.mutate([v.name])}
      aria-label={intl.formatMessage(
        { id: 'accountDefaults.ownership.check.one' },
        { domain: v.name },
      )}
    >
      <FormattedMessage id="accountDefaults.ownership.check.now" />
    </Button>
  )
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <SectionHeading
          title="accountDefaults.ownership.claims.title"
          intro="accountDefaults.ownership.claims.intro"
        />
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'accountDefaults.ownership.claims.filter' })}
          value={filter}
          onChange={(value) => {
            setFilter(value as StateFilter)
            setOffset(0)
          }}
          data={(['ALL', ...VERIFICATION_STATES] as const).map((s) => ({
            value: s,
            label: intl.formatMessage({ id: `accountDefaults.ownership.claims.filter.${s}` }),
          }))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
        <QueryContent
          query={claims}
          skeletonHeight={120}
          error="accountDefaults.error.load"
          isEmpty={(page) => page.total === 0}
          empty={
            <EmptyState
              title={<FormattedMessage id="accountDefaults.ownership.claims.emptyTitle" />}
            >
              <FormattedMessage id="accountDefaults.ownership.claims.emptyBody" />
            </EmptyState>
          }
        >
          {(page) => (
            <Stack gap="xs">
              {isPhone ? (
                <ClaimCards items={page.items} checkButton={checkButton} />
              ) : (
                <ClaimTable items={page.items} checkButton={checkButton} />
              )}
              <Group justify="space-between" wrap="wrap" gap="sm">
                <OwnershipPager offset={offset} total={page.total} onOffsetChange={setOffset} />
                {pendingOnPage.length > 1 && (
                  <Button
                    variant="light"
                    loading={check.isPending && check.variables.length > 1}
                    onClick={() => check.mutate(pendingOnPage.map((v) => v.name))}
                  >
                    <FormattedMessage
                      id="accountDefaults.ownership.check.page"
                      values={{ count: pendingOnPage.length }}
                    />
                  </Button>
                )}
              </Group>
            </Stack>
          )}
        </QueryContent>
      </Stack>
    </Paper>
  )
}
