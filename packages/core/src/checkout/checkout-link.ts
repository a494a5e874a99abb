import type { DomainListingStatus } from '../domains/domain-status.ts'
import type { PortfolioView } from '../portfolio/portfolio-filter.ts'

export type CheckoutLinkEligibility = { allowed: true } | { allowed: false; reason: string }

/**
 * Spec §4 "Checkout link creation": allowed only in the selling view, for an ACTIVE domain
 * or a PENDING_SYNC one that is not hidden. Otherwise a reason keyed by status (the texts
 * are not shown; the keys are `portfolio.checkoutLink.disabled.<reason>`).
 */
export function checkoutLinkEligibility(d: {
  status: DomainListingStatus
  hidden: boolean
  view: PortfolioView
}): CheckoutLinkEligibility {
  const reason = (r: string): CheckoutLinkEligibility => ({
    allowed: false,
    reason: `portfolio.checkoutLink.disabled.${r}`,
  })
  if (d.view !== 'selling') return reason('view')
  if (d.status === 'ACTIVE') return { allowed: true }
  if (d.status === 'PENDING_SYNC') return d.hidden ? reason('hidden') : { allowed: true }
  return reason(d.status)
}

export function canCreateCheckoutLink(d: {
  status: DomainListingStatus
  hidden: boolean
  view: PortfolioView
}): boolean {
  return checkoutLinkEligibility(d).allowed
}

/** "View link details" appears in the checkout-link menu only for an ACTIVE domain (spec §2). */
export function canViewCheckoutLinkDetails(status: DomainListingStatus): boolean {
  return status === 'ACTIVE'
}
