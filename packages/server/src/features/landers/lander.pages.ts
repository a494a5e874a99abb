import type { ReactNode } from 'react'
import { html, renderPage } from '../../public/page-document.ts'
import { createPageTemplate } from '../../public/page-template.ts'
import { PUBLIC_STYLES } from '../../public/public-styles.ts'
import type { LanderModel } from './lander-model.ts'
import { offerForm, type OfferFormState } from './lander-offer-form.ts'
import { LANDER_SCRIPT_PATH } from './lander-script.ts'
import { heroStyles, LANDER_STYLES } from './lander-styles.ts'
import { landerViewOf, type LanderView } from './lander-view.ts'

function leaseCalculator(name: string, lease: NonNullable<LanderView['lease']>): ReactNode {
  const selected = lease.options[lease.selectedIndex]!
  return html`<form method="post" action=${`/lander/${name}/lease`} className="calc" id="lease">
    <label className="field" htmlFor="months" style=${{ marginBottom: 0 }}>
      <span>Lease to own: pay monthly, own it at the end</span>
      <select id="months" name="months" data-lease-select="" defaultValue=${selected.months}>
        ${lease.options.map(
          (q) =>
            html`<option
              key=${q.months}
              value=${q.months}
              data-monthly=${q.monthly}
              data-total=${q.total}
              data-first=${q.first}
            >
              ${q.label}
            </option>`,
        )}
      </select>
    </label>
    <div className="calc-row">
      <span>Monthly</span><strong data-lease-monthly="">${selected.monthly}</strong>
    </div>
    <div className="calc-row muted small">
      <span>Total over the term</span><span data-lease-total="">${selected.total}</span>
    </div>
    <div className="calc-row muted small">
      <span>First payment today</span><span data-lease-first="">${selected.first}</span>
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

function salePanel(view: LanderView): ReactNode {
  const name = view.name
  const parts: ReactNode[] = []
  if (view.buyNow) {
    parts.push(html`<div key="bin">
      <div className="price-label">Buy now</div>
      <div className="price" data-testid="buy-now-price">${view.buyNow.price}</div>
      <form method="post" action=${`/lander/${name}/buy`} className="actions">
        <button className="btn block" type="submit">Buy now</button>
      </form>
    </div>`)
  }
  if (view.lease) {
    if (parts.length) parts.push(html`<div key="or1" className="or">or</div>`)
    parts.push(html`<div key="lease">${leaseCalculator(name, view.lease)}</div>`)
  }
  if (view.offer) {
    if (parts.length) parts.push(html`<div key="or2" className="or">or make an offer</div>`)
    parts.push(html`<div key="offer">${offerForm(name, view.offer)}</div>`)
  }
  return parts
}

function sellerLine(view: LanderView): ReactNode {
  if (!view.seller) return null
  return html`<div className="seller">
    Sold by <a href=${`/profile/${view.seller.username}`}>${view.seller.name}</a>
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

function renderLanderView(view: LanderView): string {
  const unicode = view.unicodeName
  const headline = view.buyNow
    ? 'Own it today. Secure checkout, fast transfer.'
    : 'The owner is taking offers. Tell them what it is worth to you.'
  return renderPage({
    title: `${unicode} is for sale`,
    titleIsFull: true,
    baseStyles: false,
    styles: PUBLIC_STYLES + LANDER_STYLES + heroStyles(view.hero),
    ...(view.lease ? { scripts: [LANDER_SCRIPT_PATH] } : {}),
    ...(view.schemeClass === null ? {} : { htmlClassName: view.schemeClass }),
    meta: {
      description: view.description,
      canonicalUrl: view.canonicalUrl,
      robots: view.robots,
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
      <main id="main" className="sale" data-mode=${view.mode} data-template=${view.template}>
        <section className="panel" aria-label="Buy this domain">
          ${salePanel(view)}
        </section>
        <aside className="panel">
          <h2 className="panel-title">How it works</h2>
          <ul className="perks">
            <li>Pay securely: the seller is paid only after the domain is yours.</li>
            <li>Transfer handled for you, usually within 24 hours.</li>
            <li>Buyer protection on every purchase and lease.</li>
            ${
              view.lease
                ? html`<li>Lease to own: use the domain from the first payment; no interest up to 12 months.</li>`
                : null
            }
          </ul>
          ${sellerLine(view)}
        </aside>
      </main>
      ${landerFooter()}
    `,
  })
}

/** Rendered once per shape, then filled in (decision 1181). */
const landerTemplate = createPageTemplate(renderLanderView)

export type LanderPageOptions = { canonicalUrl: string; form: OfferFormState; months?: number }

/** A lander with the offer form as a visitor first sees it (empty, no errors). */
export function renderLander(model: LanderModel, options: LanderPageOptions): string {
  return landerTemplate.html(landerViewOf(model, options))
}

/** The same lander, gzipped: its stylesheet was compressed once, with its shape. */
export function gzipLander(model: LanderModel, options: LanderPageOptions): Buffer {
  return landerTemplate.gzip(landerViewOf(model, options))
}

/**
 * A lander with what the visitor typed and the errors to fix, rendered in full: React writes a
 * message that starts with a line break with one more, which a filled-in page would not.
 */
export function renderLanderWithValues(model: LanderModel, options: LanderPageOptions): string {
  return renderLanderView(landerViewOf(model, options))
}
