import { PortfolioOfferRules } from '../../features/offer-rules/components/portfolio-offer-rules'
import { AccountDefaultsLayout } from './account-defaults-pages'

/** /account/offer-rules (issue 24): the portfolio rule and the domains' own rules. */
export function AccountOfferRulesPage() {
  return (
    <AccountDefaultsLayout title="offerRules.page.title" subtitle="offerRules.page.subtitle">
      <PortfolioOfferRules />
    </AccountDefaultsLayout>
  )
}
