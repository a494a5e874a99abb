import { Anchor, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { membershipQueries } from '../membership.queries'

function InvoiceRows({ invoices }: { invoices: MyMembership['invoices'] }) {
  const intl = useIntl()
  if (invoices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="membership.invoices.empty" />
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table>
        <Table.Tbody>
          {invoices.map((i) => {
            const url = `/api/v1/account/membership/invoices/${i.id}`
            const number = i.invoiceNumber
            return (
              <Table.Tr key={i.id}>
                <Table.Td>{formatServerDate(i.createdAt, 'default')}</Table.Td>
                <Table.Td>
                  <FormattedMessage id={`membership.invoice.kind.${i.kind}`} />
                  {' · '}
                  <FormattedMessage id={`membership.plan.${i.plan}`} />
                </Table.Td>
                <Table.Td ta="right">{formatUsd(i.amountMicros, 2)}</Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Anchor href={url} target="_blank" rel="noopener">
                      <FormattedMessage id="membership.invoice.open" values={{ number }} />
                    </Anchor>
                    <Anchor
                      href={`${url}?format=pdf`}
                      download
                      aria-label={intl.formatMessage({ id: 'membership.invoice.pdf' }, { number })}
                    >
                      PDF
                    </Anchor>
                  </Group>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** The seller's membership charges, each with its invoice and PDF (issue 19; statements page). */
export function MembershipInvoices() {
  const mine = useQuery(membershipQueries.mine())
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-invoices">
      <Stack gap="sm">
        <Title order={2} size="h4" id="membership-invoices">
          <FormattedMessage id="membership.invoices" />
        </Title>
        {mine.isPending && (
          <Delayed>
            <Skeleton height={64} />
          </Delayed>
        )}
        {mine.isError && (
          <LoadError message="membership.error" onRetry={() => void mine.refetch()} />
        )}
        {mine.isSuccess && <InvoiceRows invoices={mine.data.invoices} />}
      </Stack>
    </Paper>
  )
}
