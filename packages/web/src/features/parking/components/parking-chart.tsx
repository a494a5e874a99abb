import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { Stack, Text, Title } from '@mantine/core'
import { microsToUsd, usdToMicros } from '@namefolio/core/money/money'
import type { ParkingDay } from '@namefolio/core/parking/parking.contract'
import { useId } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { formatParkingDay, formatParkingMoney } from '../parking-format'

function bestDayOf(days: readonly ParkingDay[]): ParkingDay | undefined {
  return days.reduce<ParkingDay | undefined>(
    (best, day) => (best === undefined || day.revenueMicros > best.revenueMicros ? day : best),
    undefined,
  )
}

/**
 * Revenue (left axis, dollars) and visits (right axis) per UTC day. The picture is for the
 * eye; screen readers get its name, a one-line summary and the numbers as a hidden table.
 */
export function ParkingChart({
  days,
  range,
}: {
  days: readonly ParkingDay[]
  range: { from: string; to: string }
}) {
  const intl = useIntl()
  const titleId = useId()
  const summaryId = useId()
  const revenueLabel = intl.formatMessage({ id: 'parking.figure.revenue' })
  const visitsLabel = intl.formatMessage({ id: 'parking.figure.visitCount' })
  const data = days.map((day) => ({
    day: formatParkingDay(day.day, 'short'),
    revenue: microsToUsd(day.revenueMicros),
    visits: day.visitCount,
  }))
  const totalRevenue = days.reduce((sum, day) => sum + day.revenueMicros, 0)
  const totalVisits = days.reduce((sum, day) => sum + day.visitCount, 0)
  const best = bestDayOf(days)
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        <FormattedMessage id="parking.chart.title" />
      </Title>
      <Text size="sm" c="dimmed" id={summaryId}>
        <FormattedMessage
          id="parking.chart.summary"
          values={{
            days: days.length,
            revenue: formatParkingMoney(totalRevenue),
            visits: intl.formatNumber(totalVisits),
            bestDay: best ? formatParkingDay(best.day) : '--',
            bestRevenue: formatParkingMoney(best?.revenueMicros ?? 0),
          }}
        />
      </Text>
      <div
        role="img"
        aria-label={intl.formatMessage(
          { id: 'parking.chart.label' },
          { from: formatParkingDay(range.from), to: formatParkingDay(range.to) },
        )}
        aria-describedby={summaryId}
      >
        <LineChart
          h={260}
          data={data}
          dataKey="day"
          withLegend
          withRightYAxis
          accessibilityLayer={false}
          curveType="linear"
          withDots={data.length <= 31}
          yAxisProps={{ tickFormatter: (value: number) => formatParkingMoney(usdToMicros(value)) }}
          series={[
            { name: 'revenue', label: revenueLabel, color: 'teal.7' },
            { name: 'visits', label: visitsLabel, color: 'indigo.5', yAxisId: 'right' },
          ]}
        />
      </div>
      <table className="nf-visually-hidden">
        <caption>{intl.formatMessage({ id: 'parking.chart.table' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'parking.chart.day' })}</th>
            <th scope="col">{revenueLabel}</th>
            <th scope="col">{visitsLabel}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatParkingDay(day.day)}</th>
              <td>{formatParkingMoney(day.revenueMicros)}</td>
              <td>
                <FormattedNumber value={day.visitCount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  )
}
