import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { Text } from '@mantine/core'
import type { DomainTrafficDay } from '@namefolio/core/portfolio/domain-traffic-daily.contract'
import { format, parseISO } from 'date-fns'
import { useId } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'

function formatDay(day: string, style: 'short' | 'long' = 'long'): string {
  return format(parseISO(day), style === 'short' ? 'MMM d' : 'MMM d, yyyy')
}

/**
 * Views, visitors and offers per UTC day. The picture is for the eye; screen readers get its
 * name, a one-line summary and the numbers as a table (visually hidden), as the parking chart.
 */
export function TrafficChart({ points }: { points: readonly DomainTrafficDay[] }) {
  const intl = useIntl()
  const summaryId = useId()
  const labels = {
    views: intl.formatMessage({ id: 'domainPage.traffic.views' }),
    visitors: intl.formatMessage({ id: 'domainPage.traffic.visitors' }),
    offers: intl.formatMessage({ id: 'domainPage.traffic.offers' }),
  }
  const data = points.map((point) => ({ ...point, day: formatDay(point.day, 'short') }))
  const total = (key: 'views' | 'visitors' | 'offers') =>
    points.reduce((sum, point) => sum + point[key], 0)
  const first = points[0]?.day
  const last = points.at(-1)?.day
  const range = { from: first ? formatDay(first) : '--', to: last ? formatDay(last) : '--' }
  return (
    <>
      <Text size="sm" c="dimmed" id={summaryId}>
        <FormattedMessage
          id="domainPage.traffic.summary"
          values={{
            days: points.length,
            views: total('views'),
            offers: total('offers'),
          }}
        />
      </Text>
      <div
        role="img"
        aria-label={intl.formatMessage({ id: 'domainPage.traffic.chartLabel' }, range)}
        aria-describedby={summaryId}
      >
        <LineChart
          h={240}
          data={data}
          dataKey="day"
          withLegend
          accessibilityLayer={false}
          curveType="linear"
          withDots={data.length <= 31}
          yAxisProps={{ allowDecimals: false }}
          series={[
            { name: 'views', label: labels.views, color: 'indigo.6' },
            { name: 'visitors', label: labels.visitors, color: 'teal.7' },
            { name: 'offers', label: labels.offers, color: 'orange.8' },
          ]}
        />
      </div>
      {/* A table ignores the 1 px box of the hiding class: its wrapper clips it (no sideways scroll). */}
      <div className="nf-visually-hidden">
        <table>
          <caption>{intl.formatMessage({ id: 'domainPage.traffic.table' }, range)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'domainPage.traffic.day' })}</th>
              <th scope="col">{labels.views}</th>
              <th scope="col">{labels.visitors}</th>
              <th scope="col">{labels.offers}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{formatDay(point.day)}</th>
                <td>
                  <FormattedNumber value={point.views} />
                </td>
                <td>
                  <FormattedNumber value={point.visitors} />
                </td>
                <td>
                  <FormattedNumber value={point.offers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
