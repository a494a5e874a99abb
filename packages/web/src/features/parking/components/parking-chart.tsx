import { Box, Stack, Text, Title } from '@mantine/core'
import { microsToUsd } from '@namefolio/core/money/money'
import type { ParkingDay } from '@namefolio/core/parking/parking.contract'
import { lazy, Suspense, useId } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { formatParkingDay, formatParkingMoney } from '../parking-format'

// recharts is half the size of a portal page's first load (issue 16): the summary and the
// table render at once, the picture follows in its own chunk.
const ParkingLineChart = lazy(() =>
  import('./parking-line-chart').then((module) => ({ default: module.ParkingLineChart })),
)
const CHART_HEIGHT = 260

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
        {/* The box keeps the chart's height while it loads, so nothing below it moves. */}
        <Box mih={CHART_HEIGHT}>
          <Suspense fallback={<DelayedSkeleton height={CHART_HEIGHT} />}>
            <ParkingLineChart
              data={data}
              height={CHART_HEIGHT}
              revenueLabel={revenueLabel}
              visitsLabel={visitsLabel}
            />
          </Suspense>
        </Box>
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
