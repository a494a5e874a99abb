import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import type { Statement } from '@namefolio/core/sales/sales.contract'
import { EXPORT_URLS, statementQueries } from '../statements.queries'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import { LoadError } from '../../../components/ui/load-error'
import { ColumnHeading } from '../../../components/ui/column-heading'
import { PlainList } from '../../../components/ui/plain-list'

/** "2025-03" as "Mar 2025", read in New York time like the statement months. */
function monthLabel(month: string): string {
  return formatServerDate(`${month}-15T12:00:00Z`, 'monthDay').replace(/ \d+,/, '')
}

/** The printable statement and its PDF (decision 808). */
function StatementLink({ s }: { s: Statement }) {
  const intl = useIntl()
  const month = monthLabel(s.month)
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor
        href={`/api/v1/account/statements/${s.month}`}
        target="_blank"
        rel="noopener"
        aria-label={intl.formatMessage({ id: 'statements.openFor' }, { month })}
      >
        <FormattedMessage id="statements.open" />
      </Anchor>
      <Anchor
        href={`/api/v1/account/statements/${s.month}?format=pdf`}
        download
        aria-label={intl.formatMessage({ id: 'statements.pdfFor' }, { month })}
      >
        <FormattedMessage id="statements.pdf" />
      </Anchor>
    </Group>
  )
}

/** /account/statements: monthly statements from the ledger, and the CSV exports. */
export function StatementsList() {
  const intl = useIntl()
  const isPhone = useIsPhone()
  const list = useQuery(statementQueries.list())
  let body
  if (list.isPending) {
    body = (
      <Delayed>
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      </Delayed>
    )
  } else if (list.isError) {
    body = <LoadError message="sales.error.load" onRetry={() => void list.refetch()} />
  } else if (list.data.total === 0) {
    body = (
      <EmptyState title={<FormattedMessage id="statements.empty.title" />}>
        <FormattedMessage id="statements.empty.body" />
      </EmptyState>
    )
  } else if (isPhone) {
    body = (
      <PlainList gap="xs">
        {list.data.items.map((s) => (
          <Card key={s.month} component="li" withBorder padding="sm">
            <Group justify="space-between">
              <Text fw={700}>{monthLabel(s.month)}</Text>
              <StatementLink s={s} />
            </Group>
            <Group justify="space-between" mt={4}>
              <Text size="sm" c="dimmed">
                <FormattedMessage id="statements.net" />
              </Text>
              <Text className="nf-money" fw={600}>
                {formatUsd(s.net)}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                <FormattedMessage id="statements.paidOut" />
              </Text>
              <Text className="nf-money">{formatUsd(s.paidOut)}</Text>
            </Group>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                <FormattedMessage id="statements.parkingRevenue" />
              </Text>
              <Text className="nf-money">{formatUsd(s.parkingRevenue ?? 0, 2)}</Text>
            </Group>
          </Card>
        ))}
      </PlainList>
    )
  } else {
    body = (
      <Table verticalSpacing="xs" highlightOnHover>
        <caption className="nf-visually-hidden">
          {intl.formatMessage({ id: 'statements.caption' })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <ColumnHeading label="statements.month" />
            <ColumnHeading label="statements.buyerPaid" ta="right" />
            <ColumnHeading label="statements.commission" ta="right" />
            <ColumnHeading label="statements.fees" ta="right" />
            <ColumnHeading label="statements.net" ta="right" />
            <ColumnHeading label="statements.paidOut" ta="right" />
            <ColumnHeading label="statements.parkingRevenue" ta="right" />
            <ColumnHeading label="statements.statement" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.items.map((s) => (
            <Table.Tr key={s.month}>
              <Table.Td>{monthLabel(s.month)}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(s.buyerPaid)}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(s.commission)}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(s.fees)}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(s.net)}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(s.paidOut)}</Table.Td>
              <Table.Td className="nf-money">{formatUsd(s.parkingRevenue ?? 0, 2)}</Table.Td>
              <Table.Td>
                <StatementLink s={s} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    )
  }
  return (
    <Stack gap="lg">
      {body}
      <section aria-labelledby="exports-title">
        <Title order={2} size="h4" id="exports-title" mb="xs">
          <FormattedMessage id="statements.exports.title" />
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          <FormattedMessage id="statements.exports.body" />
        </Text>
        <Group gap="sm">
          <Button component="a" href={EXPORT_URLS.sales} variant="default" size="xs" download>
            <FormattedMessage id="statements.exports.sales" />
          </Button>
          <Button component="a" href={EXPORT_URLS.leased} variant="default" size="xs" download>
            <FormattedMessage id="statements.exports.leased" />
          </Button>
          <Button component="a" href={EXPORT_URLS.parking} variant="default" size="xs" download>
            <FormattedMessage id="statements.exports.parking" />
          </Button>
        </Group>
      </section>
    </Stack>
  )
}
