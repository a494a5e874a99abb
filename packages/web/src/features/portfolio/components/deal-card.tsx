import { SimpleGrid, Stack, Text } from '@mantine/core'
import type { ColumnView } from '@namefolio/core/portfolio/portfolio-columns'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import type { PortfolioRow } from '../portfolio-row'
import {
  DealCell,
  DealDate,
  DealStatus,
  Installments,
  Money,
  NextInstallment,
  PurchaseTransfer,
} from './deal-cells'

export const DEAL_VIEWS: readonly ColumnView[] = ['sold', 'leased', 'purchases']

function Fact({ label, children }: { label: MessageKey; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={label} />
      </Text>
      <Text size="sm" span>
        {children}
      </Text>
    </Stack>
  )
}

/** On a phone, a Sold, Leased or Purchases card shows the deal instead of the listing. */
export function DealCardFacts({ row, view }: { row: PortfolioRow; view: ColumnView }) {
  return (
    <DealCell
      row={row}
      render={(deal) => (
        <Stack gap="xs" mt="xs">
          {view === 'purchases' ? (
            <PurchaseTransfer deal={deal} domain={row.displayName} />
          ) : (
            <DealStatus deal={deal} domain={row.displayName} />
          )}
          <SimpleGrid cols={2} spacing={4}>
            <Fact
              label={view === 'purchases' ? 'portfolio.column.pricePaid' : 'sales.column.salePrice'}
            >
              <Money micros={deal.salePriceMicros} />
            </Fact>
            <Fact label="sales.column.saleDate">
              <DealDate date={deal.saleDate} />
            </Fact>
            {view === 'sold' && (
              <Fact label="sales.column.payoutAmount">
                <Money micros={deal.payoutMicros} />
              </Fact>
            )}
            {view === 'sold' && (
              <Fact label="sales.column.payoutDate">
                <DealDate date={deal.payoutDate} />
              </Fact>
            )}
            {view === 'leased' && (
              <Fact label="sales.column.installments">
                <Installments deal={deal} />
              </Fact>
            )}
            {view === 'leased' && (
              <Fact label="sales.column.nextInstallment">
                <NextInstallment deal={deal} />
              </Fact>
            )}
          </SimpleGrid>
        </Stack>
      )}
    />
  )
}
