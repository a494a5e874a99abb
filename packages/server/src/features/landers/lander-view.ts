import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import { formatUsd } from '@namefolio/core/money/money'
import type { LanderModel } from './lander-model.ts'
import { offerFormViewOf, type OfferFormState, type OfferFormView } from './lander-offer-form.ts'
import { schemeClass } from './lander-styles.ts'

export type LeaseOptionView = {
  months: string
  /** `24 months (+10%)`. */
  label: string
  monthly: string
  total: string
  first: string
}

/**
 * What a lander shows, as text: the template reads only this, so a page is its shape (which
 * parts are there, how many lease terms, which one is chosen) filled with these strings
 * (public/page-template.ts, decision 1181).
 */
export type LanderView = {
  /** The ASCII name, in the page's links and forms. */
  name: string
  unicodeName: string
  template: string
  mode: string
  description: string
  canonicalUrl: string
  robots: string
  schemeClass: string | null
  hero: { background: string; ink: string }
  buyNow: { price: string } | null
  lease: { options: LeaseOptionView[]; selectedIndex: number } | null
  offer: OfferFormView | null
  seller: { username: string; name: string } | null
}

export function describeLander(model: LanderModel): string {
  const unicode = toUnicodeDomain(model.domain.name)
  const parts: string[] = []
  if (model.actions.has('buyNow')) parts.push(`Buy it now for ${formatUsd(model.buyNowMicros)}`)
  if (model.actions.has('lease') && model.leaseQuotes[0])
    parts.push('lease to own from monthly payments')
  if (model.actions.has('offer')) parts.push('make an offer')
  return `${unicode} is for sale on Namefolio. ${parts.join(', ')}. Secure payment and transfer.`
}

function leaseViewOf(model: LanderModel, selectedMonths: number | undefined): LanderView['lease'] {
  const quotes = model.leaseQuotes
  if (!model.actions.has('lease') || quotes.length === 0) return null
  const at = (months: number | undefined) => quotes.findIndex((q) => q.months === months)
  const selectedIndex = [at(selectedMonths), at(12), quotes.length - 1].find((i) => i >= 0)!
  return {
    options: quotes.map((q) => ({
      months: String(q.months),
      label: `${q.months} months${q.markupPct > 0 ? ` (+${q.markupPct}%)` : ''}`,
      monthly: formatUsd(q.installmentMicros, 2),
      total: formatUsd(q.totalMicros, 2),
      first: formatUsd(q.firstInstallmentMicros, 2),
    })),
    selectedIndex,
  }
}

export function landerViewOf(
  model: LanderModel,
  options: { canonicalUrl: string; form: OfferFormState; months?: number },
): LanderView {
  const d = model.domain
  return {
    name: d.name,
    unicodeName: toUnicodeDomain(d.name),
    template: model.template,
    mode: model.mode,
    description: describeLander(model),
    canonicalUrl: options.canonicalUrl,
    robots: model.isIndexable ? 'index, follow' : 'noindex, nofollow',
    schemeClass: schemeClass(model) ?? null,
    hero: { background: model.theme.background, ink: model.theme.ink },
    buyNow: model.actions.has('buyNow') ? { price: formatUsd(model.buyNowMicros) } : null,
    lease: leaseViewOf(model, options.months),
    offer: model.actions.has('offer') ? offerFormViewOf(options.form) : null,
    seller:
      d.sellerVisibility === 'PUBLIC' ? { username: d.sellerUsername, name: d.sellerName } : null,
  }
}
