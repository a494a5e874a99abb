import type { DomainDeal } from '@namefolio/core/portfolio/domain-deal.contract'
import type { TransactionStatus } from '@namefolio/core/sales/transaction-status'
import { createContext, useContext, type ComponentType } from 'react'

/**
 * What the Sold, Leased and Purchases columns borrow from the sales and purchases features
 * (a feature never imports another; the app layer fills these in): a sale's status action
 * (auth code, transfer or see status, spec §4) and a purchase's transfer status with its page.
 * Without them the cells show the status alone.
 */
export type DealSlots = {
  SaleAction?: ComponentType<{ transactionId: string; domain: string; status: TransactionStatus }>
  PurchaseTransfer?: ComponentType<{ deal: DomainDeal; domain: string }>
}

export const DealSlotsContext = createContext<DealSlots>({})

export function useDealSlots(): DealSlots {
  return useContext(DealSlotsContext)
}
