import type { ReactNode } from 'react'
import { formatUsd } from '@namefolio/core/money/money'
import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import type { LeaseQuote } from '@namefolio/core/pricing/lease-quote'
import { html, renderPage } from '../../public/page-document.ts'
import { PUBLIC_STYLES } from '../../public/public-styles.ts'
import type { LanderModel } from './lander-model.ts'
import { offerForm, type OfferFormState } from './lander-offer-form.ts'
import { LANDER_SCRIPT_PATH } from './lander-script.ts'
import { heroStyles, LANDER_STYLES, schemeClass } from './lander-styles.ts'

function leaseCalculator(model: LanderModel, selectedMonths: number | undefined): ReactNode {
  const quotes = model.leaseQuotes
  const selected =
    quotes.find((q) => q.months === selectedMonths) ??
    quotes.find((q) => q.months === 12) ??
    quotes[quotes.length - 1]!
  const name = model.domain.name
  const monthly = (q: LeaseQuote) => formatUsd(q.installmentMicros, 2)
  return html`<form method="post" action=${`/lander/${name}/lease`} className="calc" id="lease">
    <label className="field" htmlFor="months" style=${{ marginBottom: 0 }}>
      <span>Lease to own: pay monthly, own it at the end</span>
      <select id="months" name="months" data-lease-select="" defaultValue=${selected.months}>
        ${quotes.map(
          (q) =>
            html`<option
              key=${q.months}
              value=${q.months}
              data-monthly=${monthly(q)}
              data-total=${formatUsd(q.totalMicros, 2)}
              data-first=${formatUsd(q.firstInstallmentMicros, 2)}
            >
              ${q.months} months${q.markupPct > 0 ? ` (+${q.markupPct}%)` : ''}
            </option>`,
        )}
      </select>
    </label>
    <div className="calc-row">
      <span>Monthly</span><strong data-lease-monthly="">${monthly(selected)}</strong>
    </div>
    <div className="calc-row muted small">
      <span>Total over the term</span><span data-lease-total="">${formatUsd(selected.totalMicros, 2)}</span>
    </div>
    <div className="calc-row muted small">
      <span>First payment today</span><span data-lease-first="">${formatUsd(selected.firstInstallmentMicros, 2)}</span>
    </div>
    <noscript>
      <button className="btn ghost block" type="submit" formMethod="get" formAction=${`/lander/${name}`} style=${{ marginTop: '12px' }}>
        Update the quote
      </button>
    </noscript>
    <button className="btn block" type="submit" style=${{ marginTop: '14px' }}>
      Lease to own
    </button>
  </form>`
}

function salePanel(
  model: LanderModel,
  form: OfferFormState,
  months: number | undefined,
): ReactNode {
  const { actions } = model
  const name = model.domain.name
  const parts: ReactNode[] = []
  if (actions.has('buyNow')) {
    parts.push(html`<div key="bin">
      <div className="price-label">Buy now</div>
      <div className="price" data-testid="buy-now-price">${formatUsd(model.buyNowMicros)}</div>
      <form method="post" action=${`/lander/${name}/buy`} className="actions">
        <button className="btn block" type="submit">Buy now</button>
      </form>
    </div>`)
  }
  if (actions.has('lease')) {
    if (parts.length) parts.push(html`<div key="or1" className="or">or</div>`)
    parts.push(html`<div key="lease">${leaseCalculator(model, months)}</div>`)
  }
  if (actions.has('offer')) {
    if (parts.length) parts.push(html`<div key="or2" className="or">or make an offer</div>`)
    parts.push(html`<div key="offer">${offerForm(model, form)}</div>`)
  }
  return parts
}

function sellerLine(model: LanderModel): ReactNode {
  const d = model.domain
  if (d.sellerVisibility !== 'PUBLIC') return null
  return html`<div className="seller">
    Sold by <a href=${`/profile/${d.sellerUsername}`}>${d.sellerName}</a>
  </div>`
}

export function landerFooter(): ReactNode {
  return html`<footer className="lander-foot">
    <div className="wrap">
      Listed on <a href="/search">Namefolio</a>, the domain marketplace${' · '}
      <a href="/legal/agreements/terms">Terms</a>${' · '}
      <a href="/legal/agreements/privacy">Privacy</a>
    </div>
  </footer>`
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

export function renderLander(
  model: LanderModel,
  options: { canonicalUrl: string; form: OfferFormState; months?: number },
): string {
  const d = model.domain
  const unicode = toUnicodeDomain(d.name)
  const headline = model.actions.has('buyNow')
    ? 'Own it today. Secure checkout, fast transfer.'
    : 'The owner is taking offers. Tell them what it is worth to you.'
  return renderPage({
    title: `${unicode} is for sale`,
    titleIsFull: true,
    baseStyles: false,
    styles: PUBLIC_STYLES + LANDER_STYLES + heroStyles(model),
    ...(model.actions.has('lease') ? { scripts: [LANDER_SCRIPT_PATH] } : {}),
    ...(schemeClass(model) ? { htmlClassName: schemeClass(model)! } : {}),
    meta: {
      description: describeLander(model),
      canonicalUrl: options.canonicalUrl,
      robots: model.isIndexable ? 'index, follow' : 'noindex, nofollow',
      openGraph: { type: 'product' },
    },
    body: html`
      <header className="hero">
        <div className="wrap">
          <div className="brandline">
            <span>Premium domain</span>
            <a href="/search">Namefolio marketplace</a>
          </div>
          <span className="eyebrow">This domain is for sale</span>
          <h1>${unicode}</h1>
          <p>${headline}</p>
        </div>
      </header>
      <main id="main" className="sale" data-mode=${model.mode} data-template=${model.template}>
        <section className="panel" aria-label="Buy this domain">
          ${salePanel(model, options.form, options.months)}
        </section>
        <aside className="panel">
          <h2 className="panel-title">How it works</h2>
          <ul className="perks">
            <li>Pay securely: the seller is paid only after the domain is yours.</li>
            <li>Transfer handled for you, usually within 24 hours.</li>
            <li>Buyer protection on every purchase and lease.</li>
            ${
              model.actions.has('lease')
                ? html`<li>Lease to own: use the domain from the first payment; no interest up to 12 months.</li>`
                : null
            }
          </ul>
          ${sellerLine(model)}
        </aside>
      </main>
      ${landerFooter()}
    `,
  })
}
