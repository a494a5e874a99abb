import type { ReactNode } from 'react'
import type { FieldError } from '@namefolio/core/http/error.contract'
import type { LanderUnavailableReason } from '@namefolio/core/landers/lander.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { toUnicodeDomain } from '@namefolio/core/domains/domain-name'
import type { LeaseQuote } from '@namefolio/core/pricing/lease-quote'
import { html, renderPage } from '../../public/page-document.ts'
import { PUBLIC_STYLES } from '../../public/public-styles.ts'
import type { LanderModel } from './lander-model.ts'
import { LANDER_SCRIPT_PATH } from './lander-script.ts'

/** Human messages for the offer form's error codes (spec §5 counter-offer rules). */
const MESSAGES: Record<string, (values?: Record<string, unknown>) => string> = {
  'negotiations.counterOffer.error.buyNow': (v) =>
    `That is above the Buy Now price of ${usd(v?.['price'])}. Buy it now instead.`,
  'negotiations.counterOffer.error.floor': (v) =>
    `The seller does not consider offers below ${usd(v?.['price'])}.`,
  'negotiations.counterOffer.error.min': (v) => `The minimum offer is ${usd(v?.['price'])}.`,
  'negotiations.counterOffer.error.sameOffer': () =>
    'You already offered this amount. Offer a different one.',
  'negotiations.counterOffer.error.required': () => 'Enter your offer.',
  'lander.offer.error.amount': () => 'Enter an amount in US dollars, like 2500.',
  'lander.offer.error.name': () => 'Enter your name.',
  'lander.offer.error.email': () => 'Enter a valid e-mail address.',
  'lander.offer.error.message': () => 'Keep the message under 2,000 characters.',
  'lander.offer.error.ownDomain': () => 'This is your own domain: you cannot make an offer on it.',
  'lander.offer.error.formExpired': () => 'This form has expired. Check it and send it again.',
  'lander.offer.error.alreadySent': () =>
    'This form was already sent. To send another offer, check it and send it again.',
}

function usd(value: unknown): string {
  return typeof value === 'number'
    ? new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(value)
    : ''
}

export function messageFor(error: FieldError): string {
  return MESSAGES[error.code]?.(error.values) ?? 'Check this field.'
}

const LANDER_STYLES = `
body{min-height:100vh;display:flex;flex-direction:column}
.hero{background:var(--hero-bg);color:var(--hero-ink);padding:56px 0 120px}
.hero .wrap{max-width:1080px}
.brandline{display:flex;justify-content:space-between;align-items:center;font-size:14px;opacity:.9;margin-bottom:48px}
.brandline a{color:inherit}
.eyebrow{display:inline-flex;align-items:center;gap:8px;font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;background:rgb(255 255 255/14%);border:1px solid rgb(255 255 255/25%);padding:6px 12px;border-radius:999px}
.hero h1{font-size:clamp(34px,7vw,72px);margin:18px 0 10px;word-break:break-word;letter-spacing:-.03em;line-height:1.05}
.hero p{font-size:19px;margin:0;opacity:.92;max-width:620px}
.sale{max-width:1080px;margin:-88px auto 0;padding:0 20px;display:grid;gap:24px;grid-template-columns:minmax(0,1.25fr) minmax(0,1fr);align-items:start}
.panel{background:var(--card);border:1px solid var(--line);border-radius:18px;box-shadow:var(--shadow);padding:28px}
.price-label{font-size:13px;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:var(--muted)}
.price{font-size:44px;font-weight:800;letter-spacing:-.02em;margin:4px 0 18px;font-variant-numeric:tabular-nums}
.actions{display:grid;gap:12px}
.or{display:flex;align-items:center;gap:12px;color:var(--muted);font-size:13px;margin:18px 0}.or:before,.or:after{content:"";flex:1;border-top:1px solid var(--line)}
.calc{background:var(--soft);border-radius:14px;padding:18px;margin-top:4px}
.calc-row{display:flex;justify-content:space-between;gap:12px;margin:10px 0 0;font-variant-numeric:tabular-nums}
.calc-row strong{font-size:22px}
.perks{list-style:none;padding:0;margin:20px 0 0;display:grid;gap:10px;font-size:15px;color:var(--muted)}
.perks li{display:flex;gap:10px}.perks li:before{content:"✓";color:var(--ok);font-weight:800}
.two{display:grid;gap:12px;grid-template-columns:1fr 1fr}
.money{position:relative}.money:before{content:"$";position:absolute;left:13px;top:11px;color:var(--muted);font-weight:600}.money input{padding-left:26px}
.lander-foot{margin-top:auto;padding:32px 0;text-align:center;color:var(--muted);font-size:14px}
.lander-foot a{color:var(--muted)}
.seller{font-size:14px;color:var(--muted);margin-top:14px}
h2.panel-title{font-size:20px;margin:0 0 6px}
@media (max-width:820px){.sale{grid-template-columns:1fr;margin-top:-72px}.hero{padding:28px 0 100px}.brandline{margin-bottom:28px}.price{font-size:36px}}
@media (max-width:420px){.two{grid-template-columns:1fr}.panel{padding:20px}}
`

function heroStyles(model: LanderModel): string {
  return `:root{--hero-bg:${model.theme.background};--hero-ink:${model.theme.ink}}`
}

function schemeClass(model: LanderModel): string | undefined {
  if (model.scheme === 'DARK') return 'scheme-dark'
  if (model.scheme === 'LIGHT') return 'scheme-light'
  return undefined
}

function fieldError(errors: FieldError[], field: string): ReactNode {
  const error = errors.find((e) => e.field === field)
  return error
    ? html`<div className="error" id=${`${field}-error`} role="alert">${messageFor(error)}</div>`
    : null
}

export type OfferFormState = {
  values: { amount?: string; name?: string; email?: string; message?: string }
  errors: FieldError[]
  formToken: string
}

function offerForm(model: LanderModel, form: OfferFormState): ReactNode {
  const name = model.domain.name
  const v = form.values
  const invalid = (field: string) => form.errors.some((e) => e.field === field)
  return html`<form method="post" action=${`/lander/${name}/offer`} id="offer" noValidate>
    <h2 className="panel-title">Make an offer</h2>
    <p className="muted small" style=${{ marginTop: 0 }}>
      The seller answers most offers within a day. No account needed: we create one for you.
    </p>
    ${
      form.errors.some((e) => e.field === 'form')
        ? html`<div className="notice error" role="alert">
          ${messageFor(form.errors.find((e) => e.field === 'form')!)}
        </div>`
        : null
    }
    <label className="field" htmlFor="amount">
      <span>Your offer (USD)</span>
      <div className="money">
        <input
          id="amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue=${v.amount ?? ''}
          aria-invalid=${invalid('amount') ? 'true' : undefined}
          aria-describedby=${invalid('amount') ? 'amount-error' : undefined}
        />
      </div>
      ${fieldError(form.errors, 'amount')}
    </label>
    <div className="two">
      <label className="field" htmlFor="name">
        <span>Name</span>
        <input
          id="name"
          name="name"
          autoComplete="name"
          required
          defaultValue=${v.name ?? ''}
          aria-invalid=${invalid('name') ? 'true' : undefined}
        />
        ${fieldError(form.errors, 'name')}
      </label>
      <label className="field" htmlFor="email">
        <span>E-mail</span>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue=${v.email ?? ''}
          aria-invalid=${invalid('email') ? 'true' : undefined}
        />
        ${fieldError(form.errors, 'email')}
      </label>
    </div>
    <label className="field" htmlFor="message">
      <span>Message <span className="muted">(optional)</span></span>
      <textarea id="message" name="message" maxLength="2000" defaultValue=${v.message ?? ''}></textarea>
      ${fieldError(form.errors, 'message')}
    </label>
    <div className="hp" aria-hidden="true">
      <label htmlFor="website">Leave this empty</label>
      <input id="website" name="website" tabIndex="-1" autoComplete="off" />
    </div>
    <input type="hidden" name="formToken" value=${form.formToken} />
    <button className="btn block" type="submit">Send offer</button>
  </form>`
}

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

const UNAVAILABLE_COPY: Record<LanderUnavailableReason, { title: string; text: string }> = {
  unknown: {
    title: 'is not listed on Namefolio',
    text: 'We have no listing for this domain. If you own it, add it to your portfolio to sell it here.',
  },
  notListed: {
    title: 'is not for sale right now',
    text: 'The owner has not listed this domain, or its listing is being reviewed. Similar names may be available.',
  },
  sold: {
    title: 'has been sold',
    text: 'This domain found a new owner. Similar names may still be available.',
  },
}

/** The honest page for a domain without a lander (spec §5). */
export function renderUnavailable(name: string, reason: LanderUnavailableReason): string {
  const copy = UNAVAILABLE_COPY[reason]
  const unicode = toUnicodeDomain(name)
  const sld = unicode.split('.')[0] ?? unicode
  return renderPage({
    title: `${unicode} ${copy.title}`,
    baseStyles: false,
    styles: PUBLIC_STYLES + LANDER_STYLES + ':root{--hero-bg:#1d2939;--hero-ink:#fff}',
    meta: { robots: 'noindex, follow', description: `${unicode} ${copy.title}.` },
    body: html`
      <header className="hero">
        <div className="wrap">
          <div className="brandline"><a href="/search">Namefolio marketplace</a></div>
          <h1>${unicode}</h1>
          <p>${copy.title[0]!.toUpperCase() + copy.title.slice(1)}.</p>
        </div>
      </header>
      <main id="main" className="sale" style=${{ gridTemplateColumns: '1fr' }}>
        <section className="panel">
          <p style=${{ marginTop: 0 }}>${copy.text}</p>
          <form method="get" action="/search" className="search-bar" role="search">
            <label htmlFor="q" className="hp">Search domains</label>
            <input id="q" name="q" defaultValue=${sld} />
            <button className="btn" type="submit">Find similar</button>
          </form>
        </section>
      </main>
      ${landerFooter()}
    `,
  })
}

/** A simple lander-styled message page (offer sent, purchase steps). */
export function renderLanderMessage(options: {
  model: LanderModel
  title: string
  body: ReactNode
  status?: string
}): string {
  const unicode = toUnicodeDomain(options.model.domain.name)
  return renderPage({
    title: `${options.title} · ${unicode}`,
    titleIsFull: true,
    baseStyles: false,
    styles: PUBLIC_STYLES + LANDER_STYLES + heroStyles(options.model),
    ...(schemeClass(options.model) ? { htmlClassName: schemeClass(options.model)! } : {}),
    meta: { robots: 'noindex, nofollow' },
    body: html`
      <header className="hero">
        <div className="wrap">
          <div className="brandline">
            <a href=${`/lander/${options.model.domain.name}`}>← Back to ${unicode}</a>
            <a href="/search">Namefolio marketplace</a>
          </div>
          <h1>${options.title}</h1>
        </div>
      </header>
      <main id="main" className="sale" style=${{ gridTemplateColumns: '1fr' }}>
        <section className="panel" role=${options.status ? 'status' : undefined}>
          ${options.body}
        </section>
      </main>
      ${landerFooter()}
    `,
  })
}
