import { Anchor, Badge, Group } from '@mantine/core'
import type { DealSlots } from '../../features/portfolio/components/deal-slots'
import { receiptUrl } from '../../features/purchases/purchases.queries'
import { transferStatusKey } from '../../features/purchases/transfer-status'
import { SaleStatusActionButton } from '../../features/sales/components/sale-status-action'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { DomainDeal } from '@namefolio/core/portfolio/domain-deal.contract'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'

function SaleAction(props: { transactionId: string; domain: string; status: TransactionStatus }) {
  return (
    <SaleStatusActionButton
      transactionId={props.transactionId}
      domain={props.domain}
      fullStatus={props.status}
    />
  )
}

/**
 * The buyer's transfer status in their own words (issue 13), with the purchase's page: the
 * lease's installments, or the receipt of a sale.
 */
function PurchaseTransfer({ deal, domain }: { deal: DomainDeal; domain: string }) {
  const intl = useIntl()
  const status = deal.status as TransactionStatus
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" radius="sm" tt="none">
        <FormattedMessage id={transferStatusKey(status)} />
      </Badge>
      {deal.kind === 'LEASE' ? (
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link
              {...props}
              to="/purchases/leases/$transactionId"
              params={{ transactionId: deal.transactionId }}
            />
          )}
          aria-label={intl.formatMessage({ id: 'purchases.openLease' }, { domain })}
        >
          <FormattedMessage id="lease.schedule" />
        </Anchor>
      ) : (
        <Anchor
          size="sm"
          href={receiptUrl(deal.transactionId, 'SALE', deal.transactionId)}
          target="_blank"
          aria-label={intl.formatMessage({ id: 'purchases.receiptFor' }, { domain })}
        >
          <FormattedMessage id="purchases.receipt" />
        </Anchor>
      )}
    </Group>
  )
}

/** The sales and purchases pieces the portfolio's deal columns show (app-layer wiring). */
export const PORTFOLIO_DEAL_SLOTS: DealSlots = { SaleAction, PurchaseTransfer }
