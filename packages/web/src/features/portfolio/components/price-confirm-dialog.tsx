import { FormattedMessage } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import type { PriceColumn, PriceConfirmation } from '../portfolio-price-edit'
import type { DomainEdit } from '../portfolio.queries'

/** The message key of each price column's name. */
export const PRICE_COLUMN_LABEL: Record<PriceColumn, string> = {
  buynowPrice: 'portfolio.column.buyNow',
  floorPrice: 'portfolio.column.floor',
  minbidPrice: 'portfolio.column.minBid',
}

/** A price edit waiting on the §5 confirmations still to be asked. */
export type PendingPriceEdit = { edit: DomainEdit; confirmations: PriceConfirmation[] }

/**
 * Asks a pending price edit's confirmations one at a time (spec §5); when the last is
 * confirmed the edit is sent, and cancelling any drops it.
 */
export function PriceConfirmDialog({
  pending,
  domain,
  onPendingChange,
  onSend,
}: {
  pending: PendingPriceEdit | null
  domain: string
  onPendingChange: (pending: PendingPriceEdit | null) => void
  onSend: (edit: DomainEdit) => void
}) {
  const confirmation = pending?.confirmations[0]
  if (pending === null || confirmation === undefined) return null
  return (
    <ConfirmDialog
      title={<FormattedMessage id={`portfolio.confirm.${confirmation.kind}.title`} />}
      confirmLabel={<FormattedMessage id={`portfolio.confirm.${confirmation.kind}.confirm`} />}
      cancelLabel={<FormattedMessage id="common.cancel" />}
      onCancel={() => onPendingChange(null)}
      onConfirm={() => {
        const rest = pending.confirmations.slice(1)
        if (rest.length > 0) return onPendingChange({ ...pending, confirmations: rest })
        onPendingChange(null)
        onSend(pending.edit)
      }}
    >
      <FormattedMessage
        id={`portfolio.confirm.${confirmation.kind}.body`}
        values={{ ...confirmation.values, domain }}
      />
    </ConfirmDialog>
  )
}
