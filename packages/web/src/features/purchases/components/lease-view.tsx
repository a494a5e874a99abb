import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { TransactionDetail } from '@namefolio/core/sales/sales.contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { growl } from '../../../components/ui/growl'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { payNextInstallment, purchaseQueries, receiptUrl } from '../purchases.queries'
import { transferStatusKey } from '../transfer-status'
import { LeasePayOff } from './lease-payoff'
import { PaymentDialog, useConfirmedPayment } from './confirmed-payment'
import { LoadError } from '../../../components/ui/load-error'
import { ColumnHeadings } from '../../../components/ui/column-heading'
import { SectionHeading } from '../../../components/ui/section-heading'

type Installment = TransactionDetail['installments'][number]

const STATUS_COLOR: Record<string, string> = {
  PAID: 'teal',
  LATE: 'red',
  SCHEDULED: 'gray',
  CANCELLED: 'gray',
}

/** "Pay next installment": one confirmation, one Idempotency-Key per confirmation. */
function PayNext({ lease, next }: { lease: TransactionDetail; next: Installment }) {
  const amount = formatUsd(next.amount, 2)
  const payment = useConfirmedPayment(
    (idempotencyKey) => payNextInstallment(lease.transactionId, idempotencyKey),
    (paid) => growl({ kind: 'success', message: 'lease.payNext.done', values: { seq: paid.seq } }),
  )
  const { pay } = payment
  const isDeclined = pay.isError && isApiError(pay.error) && pay.error.code === 'VALIDATION'
  return (
    <>
      <Button onClick={payment.ask}>
        <FormattedMessage id="lease.payNext" values={{ amount }} />
      </Button>
      <PaymentDialog
        payment={payment}
        title={<FormattedMessage id="lease.payNext.title" values={{ seq: next.seq }} />}
        confirmLabel={<FormattedMessage id="lease.payNext.confirm" values={{ amount }} />}
      >
        <Stack gap="xs">
          <FormattedMessage id="lease.payNext.question" values={{ amount, domain: lease.domain }} />
          {pay.isError && (
            <Alert color="red" variant="light" role="alert">
              <FormattedMessage
                id={isDeclined ? 'lease.payNext.declined' : 'lease.payNext.failed'}
              />
            </Alert>
          )}
        </Stack>
      </PaymentDialog>
    </>
  )
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" radius="sm" tt="none" color={STATUS_COLOR[status] ?? 'gray'}>
      <FormattedMessage id={`lease.status.${status}` as MessageKey} />
    </Badge>
  )
}

function ReceiptLink({ lease, inst }: { lease: TransactionDetail; inst: Installment }) {
  const intl = useIntl()
  return (
    <Anchor
      href={receiptUrl(lease.transactionId, 'LEASE', inst.installmentId)}
      target="_blank"
      size="sm"
      aria-label={intl.formatMessage({ id: 'lease.receiptFor' }, { seq: inst.seq })}
    >
      <FormattedMessage id="purchases.receipt" />
    </Anchor>
  )
}

/** On a phone, one line per installment instead of a table wider than the screen. */
function PhoneSchedule({
  lease,
  hasReceipt,
}: {
  lease: TransactionDetail
  hasReceipt: (id: string) => boolean
}) {
  return (
    <Stack gap={0} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {lease.installments.map((inst) => (
        <Group
          key={inst.installmentId}
          component="li"
          justify="space-between"
          gap="xs"
          py={6}
          wrap="nowrap"
          data-installment={inst.seq}
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap={0}>
            <Text size="sm" className="nf-tabular">
              {inst.seq}. {formatServerDate(inst.dueAt, 'table')}
            </Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatUsd(inst.amount, 2)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <StatusBadge status={inst.status} />
            {hasReceipt(inst.installmentId) && <ReceiptLink lease={lease} inst={inst} />}
          </Group>
        </Group>
      ))}
    </Stack>
  )
}

function Schedule({ lease }: { lease: TransactionDetail }) {
  const isPhone = useIsPhone()
  const receiptOf = new Set(lease.invoices.map((invoice) => invoice.invoiceId))
  const hasReceipt = (id: string) => receiptOf.has(id)
  if (isPhone) return <PhoneSchedule lease={lease} hasReceipt={hasReceipt} />
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped verticalSpacing={6}>
        <ColumnHeadings
          labels={[
            'lease.column.seq',
            'lease.column.due',
            'lease.column.amount',
            'lease.column.status',
            'lease.column.receipt',
          ]}
          numeric={['lease.column.amount']}
        />
        <Table.Tbody>
          {lease.installments.map((inst) => (
            <Table.Tr key={inst.installmentId} data-installment={inst.seq}>
              <Table.Td className="nf-tabular">{inst.seq}</Table.Td>
              <Table.Td className="nf-tabular">{formatServerDate(inst.dueAt, 'table')}</Table.Td>
              <Table.Td ta="right" className="nf-money">
                {formatUsd(inst.amount, 2)}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={inst.status} />
              </Table.Td>
              <Table.Td>
                {hasReceipt(inst.installmentId) && <ReceiptLink lease={lease} inst={inst} />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * /purchases/leases/{id}: the buyer's lease to own (issue 13): where the transfer stands, the
 * schedule with a receipt per paid installment, "pay the next one now" and "pay off now".
 */
export function LeaseView({ transactionId }: { transactionId: string }) {
  const lease = useQuery(purchaseQueries.lease(transactionId))
  if (lease.isPending) {
    return (
      <Delayed>
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={32} width={320} maw="100%" />
          <Skeleton height={240} />
        </Stack>
      </Delayed>
    )
  }
  if (lease.isError) {
    return <LoadError message="lease.error" onRetry={() => void lease.refetch()} />
  }
  const d = lease.data
  const paid = d.installments.filter((i) => i.status === 'PAID').length
  const next = d.installments.find((i) => i.status === 'SCHEDULED' || i.status === 'LATE')
  const isRunning = d.fullStatus === 'CONFIRMED_TRANSFER'
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2" className="nf-domain-name">
          <FormattedMessage id="lease.title" values={{ domain: d.domain }} />
        </Title>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" radius="sm" tt="none">
            <FormattedMessage id={transferStatusKey(d.fullStatus)} />
          </Badge>
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <FormattedMessage
              id="lease.summary"
              values={{
                paid,
                total: d.installments.length,
                price: formatUsd(d.salePrice),
                months: d.leaseMonths ?? d.installments.length,
              }}
            />
          </Text>
        </Group>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm" wrap="wrap" gap="sm">
          <SectionHeading title="lease.schedule" />
          {isRunning && next ? (
            <Group gap="xs" wrap="wrap">
              <PayNext lease={d} next={next} />
              <LeasePayOff
                transactionId={d.transactionId}
                domain={d.domain}
                remaining={d.installments.length - paid}
                size="sm"
              />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="lease.notRunning" />
            </Text>
          )}
        </Group>
        <Schedule lease={d} />
      </Paper>
    </Stack>
  )
}
