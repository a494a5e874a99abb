import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { usdToMicros } from '@namefolio/core/money/money'
import { formatParkingMoney } from '../parking-format'

export type ParkingChartPoint = { day: string; revenue: number; visits: number }

/** The picture of parking-chart.tsx: the only module of the parking pages that needs recharts. */
export function ParkingLineChart({
  data,
  height,
  revenueLabel,
  visitsLabel,
}: {
  data: ParkingChartPoint[]
  height: number
  revenueLabel: string
  visitsLabel: string
}) {
  return (
    <LineChart
      h={height}
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
  )
}
