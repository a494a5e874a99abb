import { Card, SimpleGrid, Text } from '@mantine/core'
import type { ParkingFiguresDto } from '@namefolio/core/parking/parking.contract'
import type { ReactNode } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { formatParkingMoney } from '../parking-format'

function StatCard({ label, value }: { label: MessageKey; value: ReactNode }) {
  return (
    <Card withBorder padding="sm" component="li">
      <Text size="xs" c="dimmed" component="span" display="block">
        <FormattedMessage id={label} />
      </Text>
      <Text fw={700} size="lg" className="nf-tabular" component="span" display="block">
        {value}
      </Text>
    </Card>
  )
}

const COUNTS = ['pageViewCount', 'visitCount', 'adClickCount'] as const

/** Spec §3 parking figures as cards; CTR as a percentage, money in dollars and cents. */
export function ParkingTotals({ totals }: { totals: ParkingFiguresDto }) {
  const intl = useIntl()
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 7 }}
      spacing="sm"
      component="ul"
      m={0}
      p={0}
      className="nf-card-list"
      aria-label={intl.formatMessage({ id: 'parking.totals.label' })}
    >
      {COUNTS.map((count) => (
        <StatCard
          key={count}
          label={`parking.figure.${count}`}
          value={<FormattedNumber value={totals[count]} />}
        />
      ))}
      <StatCard
        label="parking.figure.clickThroughRate"
        value={<ParkingPercent value={totals.clickThroughRate} />}
      />
      <StatCard label="parking.figure.revenue" value={formatParkingMoney(totals.revenueMicros)} />
      <StatCard
        label="parking.figure.revenuePerClick"
        value={formatParkingMoney(totals.revenuePerClickMicros)}
      />
      <StatCard
        label="parking.figure.revenuePer1kImpressions.long"
        value={formatParkingMoney(totals.revenuePer1kImpressionsMicros)}
      />
    </SimpleGrid>
  )
}

/** A click-through rate (0 to 1) as a percentage, two decimals so a column lines up. */
export function ParkingPercent({ value }: { value: number }) {
  return (
    <FormattedNumber
      value={value}
      style="percent"
      minimumFractionDigits={2}
      maximumFractionDigits={2}
    />
  )
}
