import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { TransactionDetail } from '@namefolio/core/sales/sales.contract'
import { invoiceUrl, salesQueries } from '../sales.queries'
import { ListSkeleton, LoadError } from './query-states'
import { ColumnHeading } from '../../../components/ui/column-heading'

type Line = { label: MessageKey; amount: number | null }

/** The seller's side of one invoice: what the buyer paid and how it divided. */
function sellerLines(d: TransactionDetail, invoiceId: string): Line[] {
  if (d.kind === 'LEASE') {
    const i = d.installments.find((x) => x.installmentId === invoiceId)
    return [
      { label: 'sales.invoice.commission', amount: i?.commission ?? null },
      { label: 'sales.invoice.fees', amount: i?.fee ?? null },
      { label: 'sales.invoice.payout', amount: i?.sellerAmount ?? null },
    ]
  }
  const payment = d.ledger.entries.filter((e) => e.kind === 'PAYMENT')
  const part = (account: string) =>
    payment.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0)
  return [
    { label: 'sales.invoice.commission', amount: part('COMMISSION') },
    { label: 'sales.invoice.fees', amount: part('FEES') },
    { label: 'sales.invoice.payout', amount: part('SELLER') },
  ]
}

/**
 * /sales/{id}/invoices/{invoiceId}: the invoice in the portal, the printable page opened on
 * its own (our pages are never framed, so it is linked, not embedded) and the PDF (decision 808).
 */
export function InvoiceView({
  transactionId,
  invoiceId,
}: {
  transactionId: string
  invoiceId: string
}) {
  const intl = useIntl()
  const query = useQuery(salesQueries.detail(transactionId))
  if (query.isPending) return <ListSkeleton rows={1} height={300} />
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />
  const d = query.data
  const invoice = d.invoices.find((i) => i.invoiceId === invoiceId)
  if (!invoice) {
    return (
      <Text c="dimmed" role="status">
        <FormattedMessage id="sales.invoices.missing" />
      </Text>
    )
  }
  const seq = d.installments.find((i) => i.installmentId === invoiceId)?.seq
  const url = invoiceUrl(d.kind, transactionId, invoiceId)
  return (
    <Card withBorder padding="lg" maw={720}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h3" className="nf-domain-name">
              <FormattedMessage id="sales.invoice.heading" values={{ domain: d.domain }} />
            </Title>
            <Text size="sm" c="dimmed" className="nf-tabular">
              {formatServerDate(invoice.date, 'default')}
              {seq !== undefined &&
                ` · ${intl.formatMessage({ id: 'sales.invoice.installment' }, { seq, total: d.leaseMonths ?? d.installments.length })}`}
            </Text>
          </div>
          <Badge variant="light" color="teal" radius="sm" tt="none">
            <FormattedMessage id="sales.installment.PAID" />
          </Badge>
        </Group>
        <Table verticalSpacing="xs">
          <Table.Tbody>
            <Table.Tr>
              <ColumnHeading label="sales.invoice.buyerPaid" scope="row" />
              <Table.Td className="nf-money" fw={700}>
                {formatUsd(invoice.amount, 2)}
              </Table.Td>
            </Table.Tr>
            {sellerLines(d, invoiceId).map((line) => (
              <Table.Tr key={line.label}>
                <Table.Th scope="row" fw={line.label === 'sales.invoice.payout' ? 700 : 400}>
                  <FormattedMessage id={line.label} />
                </Table.Th>
                <Table.Td className="nf-money">{formatUsd(line.amount, 2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="sales.invoices.printHint" />
          </Text>
          <Group gap="xs">
            <Button component="a" href={url} target="_blank" rel="noopener" variant="light">
              <FormattedMessage id="sales.invoices.open" />
            </Button>
            <Button
              component="a"
              href={invoiceUrl(d.kind, transactionId, invoiceId, 'pdf')}
              download
              variant="default"
            >
              <FormattedMessage id="sales.invoices.pdf" />
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
}
