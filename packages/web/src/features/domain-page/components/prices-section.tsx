import { Button } from '@mantine/core'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage, useIntl } from 'react-intl'
import { FactGrid } from '../../../components/ui/fact-grid'
import type { PortfolioDomain } from '@namefolio/core/portfolio/portfolio.contract'
import { PageSection } from '../../../components/ui/page-section'

function Price({ micros }: { micros: number | null }) {
  return micros === null ? (
    <FormattedMessage id="domainPage.prices.notSet" />
  ) : (
    <span className="nf-tabular">{formatUsd(micros, 2)}</span>
  )
}

/**
 * Buy now, floor and minimum bid (spec §3), with the portfolio's edit modal (spec §2: the
 * listing toggle and the three prices under the §5 rules) one click away.
 */
export function PricesSection({ row, onEdit }: { row: PortfolioDomain; onEdit: () => void }) {
  const intl = useIntl()
  return (
    <PageSection
      title="domainPage.prices.title"
      testId="domain-page-prices"
      action={
        <Button
          size="xs"
          variant="light"
          onClick={onEdit}
          aria-label={intl.formatMessage(
            { id: 'domainPage.prices.editLabel' },
            { domain: row.displayName },
          )}
        >
          <FormattedMessage id="domainPage.prices.edit" />
        </Button>
      }
    >
      <FactGrid
        look="term"
        cols={{ base: 1, xs: 3 }}
        facts={[
          { label: 'portfolio.column.buyNow', value: <Price micros={row.buynowPriceMicros} /> },
          { label: 'portfolio.column.floor', value: <Price micros={row.floorPriceMicros} /> },
          { label: 'portfolio.column.minBid', value: <Price micros={row.minbidPriceMicros} /> },
        ]}
      />
    </PageSection>
  )
}
