import {
  Alert,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import {
  parkingPayoutQueries,
  type ParkingMonth,
  type ParkingMonthStatus,
  type ParkingPaymentsInfo,
} from '../parking-payouts.queries'
import { ColumnHeading } from '../../../components/ui/column-heading'
import { SectionHeading } from '../../../components/ui/section-heading'

const STATUS_COLOR: Record<ParkingMonthStatus, string> = {
  OPEN: 'blue',
  CARRIED: 'gray',
  SCHEDULED: 'yellow',
  PAID: 'green',
}

/** A figure with its label, as the panel's header shows three of them. */
function Figure({ label, value }: { label: ReactNode; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700} className="nf-tabular">
        {value}
      </Text>
    </Stack>
  )
}

function MonthRow({ month }: { month: ParkingMonth }) {
  const intl = useIntl()
  const label = intl.formatDate(`${month.month}T12:00:00Z`, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <Table.Tr data-month={month.month}>
      <Table.Td>{label}</Table.Td>
      <Table.Td className="nf-money">{formatUsd(month.revenueMicros, 2)}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[month.status]} variant="light">
          <FormattedMessage id={`parkingPayouts.status.${month.status}`} />
        </Badge>
      </Table.Td>
      <Table.Td className="nf-tabular">{formatServerDate(month.paidAt, 'table')}</Table.Td>
    </Table.Tr>
  )
}

/** Where the payout goes, or what the seller must do first. */
function PayoutTarget({ info }: { info: ParkingPaymentsInfo }) {
  const intl = useIntl()
  // Noon UTC of a UTC day is that same day in New York, where dates are shown (spec §9).
  const nextClose = formatServerDate(`${info.nextCloseDate}T12:00:00Z`)
  const account = info.payoutAccount
  if (info.problem || !account) {
    return (
      <Alert color="yellow" variant="light">
        <FormattedMessage id={info.problem ?? 'parking.payout.noAccount'} />
      </Alert>
    )
  }
  return (
    <Text size="sm">
      <FormattedMessage
        id="parkingPayouts.paidTo"
        values={{
          account: account.accountName,
          method: intl.formatMessage({ id: `payments.method.${account.method}` }),
          date: nextClose,
        }}
      />
    </Text>
  )
}

/**
 * The "Parking earnings" panel of the payouts page (issue 17, decision 533): the balance carried
 * to the next monthly close, the minimum payout and the seller's share, and each month's
 * parking revenue with where it stands.
 */
export function ParkingEarningsPanel() {
  const intl = useIntl()
  const summary = useQuery(parkingPayoutQueries.summary())
  const info = useQuery(parkingPayoutQueries.info())
  const title = <SectionHeading title="parkingPayouts.title" />
  if (summary.isPending || info.isPending) {
    return (
      <Card withBorder padding="md" aria-busy="true">
        <Stack gap="sm">
          {title}
          <Delayed>
            <Skeleton height={60} />
            <Skeleton height={120} mt="sm" />
          </Delayed>
        </Stack>
      </Card>
    )
  }
  if (summary.isError || info.isError) {
    return (
      <Card withBorder padding="md">
        <Stack gap="sm">
          {title}
          <LoadError
            message="parkingPayouts.error.load"
            onRetry={() => {
              void summary.refetch()
              void info.refetch()
            }}
          />
        </Stack>
      </Card>
    )
  }
  const s = summary.data
  const share = intl.formatNumber(info.data.sellerShareBp / 10_000, { style: 'percent' })
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="parking-earnings-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="parking-earnings-title">
            <FormattedMessage id="parkingPayouts.title" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage id="parkingPayouts.schedule" />
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Figure
            label={<FormattedMessage id="parkingPayouts.carried" />}
            value={formatUsd(s.carriedBalanceMicros, 2)}
          />
          <Figure
            label={<FormattedMessage id="parkingPayouts.minimum" />}
            value={formatUsd(s.minimumPayoutMicros, 2)}
          />
          <Figure label={<FormattedMessage id="parkingPayouts.share" />} value={share} />
        </SimpleGrid>
        <PayoutTarget info={info.data} />
        {s.months.length === 0 ? (
          <EmptyState title={<FormattedMessage id="parkingPayouts.empty.title" />}>
            <FormattedMessage id="parkingPayouts.empty.body" />
          </EmptyState>
        ) : (
          // On a phone the months scroll sideways in a frame the keyboard can reach and focus
          // (axe scrollable-region-focusable), never clipped.
          <div
            className="nf-scroll-frame"
            role="region"
            tabIndex={0}
            aria-label={intl.formatMessage({ id: 'parkingPayouts.months' })}
          >
            <Table verticalSpacing="xs" miw={440}>
              <Table.Thead>
                <Table.Tr>
                  <ColumnHeading label="parkingPayouts.column.month" />
                  <ColumnHeading label="parkingPayouts.column.revenue" className="nf-money" />
                  <ColumnHeading label="parkingPayouts.column.status" />
                  <ColumnHeading label="parkingPayouts.column.paidAt" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.months.map((month) => (
                  <MonthRow key={month.month} month={month} />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Card>
  )
}
