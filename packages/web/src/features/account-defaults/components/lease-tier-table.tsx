import { Paper, Table, Text } from '@mantine/core'
import { ColumnHeadings } from '../../../components/ui/column-heading'
import { FormattedMessage } from 'react-intl'
import { formatUsd, microsToUsd, usdToMicros } from '@namefolio/core/money/money'
import { maxLeasePeriodFor } from '@namefolio/core/pricing/lease-period'
import { LEASE_TIERS } from '@namefolio/core/pricing/lease-tiers'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'

/** The example price of the tier table when the seller has no lease-eligible default. */
export const EXAMPLE_PRICE_USD = 2400

/**
 * Spec §5's lease tiers, each with what a buyer of an example name pays a month over the
 * tier's longest term (core's quote: price plus markup, split into installments).
 */
export function LeaseTierTable({ priceMicros }: { priceMicros: number | null }) {
  const price = priceMicros ?? usdToMicros(EXAMPLE_PRICE_USD)
  // A price allows leases of at most price / $25 months (decision 102).
  const longest = maxLeasePeriodFor(microsToUsd(price))
  return (
    <Paper withBorder radius="md" p={0}>
      <Table verticalSpacing="xs" data-testid="lease-tiers">
        <Table.Caption>
          <FormattedMessage
            id="accountDefaults.lto.tiers.caption"
            values={{ price: formatUsd(price) }}
          />
        </Table.Caption>
        <ColumnHeadings
          labels={[
            'accountDefaults.lto.tiers.months',
            'accountDefaults.lto.tiers.markup',
            'accountDefaults.lto.tiers.discount',
            'accountDefaults.lto.tiers.monthly',
          ]}
          numeric={[
            'accountDefaults.lto.tiers.markup',
            'accountDefaults.lto.tiers.discount',
            'accountDefaults.lto.tiers.monthly',
          ]}
        />
        <Table.Tbody>
          {LEASE_TIERS.map((tier) => {
            const months = Math.min(tier.maxMonths, longest)
            const quote = tier.minMonths <= longest ? quoteLease(price, months) : null
            return (
              <Table.Tr key={tier.minMonths}>
                <Table.Td>
                  <FormattedMessage
                    id="accountDefaults.lto.tiers.range"
                    values={{ min: tier.minMonths, max: tier.maxMonths }}
                  />
                </Table.Td>
                <Table.Td ta="right">{tier.markupPct}%</Table.Td>
                <Table.Td ta="right">{tier.discountPct}%</Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" span style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {quote ? (
                      <FormattedMessage
                        id="accountDefaults.lto.tiers.quote"
                        values={{ monthly: formatUsd(quote.installmentMicros, 2), months }}
                      />
                    ) : (
                      <FormattedMessage id="accountDefaults.lto.tiers.tooLong" />
                    )}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}
