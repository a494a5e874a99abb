import type { ReactNode } from 'react'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatPaymentDeadline } from '@namefolio/core/negotiations/payment-window'
import { formatUsd } from '@namefolio/core/money/money'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'
import { html, renderPage } from '../../public/page-document.ts'
import type { CheckoutOffer } from './checkout.service.ts'
import { SANDBOX_CARDS } from './payment-provider.ts'
import type { InvoiceDocument, StatementDocument } from './sales-documents.ts'

export const PRINT_SCRIPT_PATH = '/checkout/print.js'
export const PRINT_SCRIPT =
  "document.querySelector('[data-print]')?.addEventListener('click', () => window.print())\n"

const PAGE_STYLES = `
.sandbox{background:#fff4ce;color:#5c4400;border:1px solid #e0b400;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:16px}
.sandbox code{font-size:13px}.sandbox-title{margin:0}.sandbox-cards{margin:4px 0 0;padding-left:20px}.sum{width:100%;border-collapse:collapse;margin:8px 0 4px}.sum td{padding:6px 0;border-bottom:1px solid var(--line)}
/* The label stays on one line: at 360 px "Agreed price" broke beside the long pay-by date. */
.sum.price td:first-child{white-space:nowrap;padding-right:16px}.sum td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}.total td{font-weight:700;border-bottom:0}
table.list{width:100%;border-collapse:collapse;font-size:14px}table.list th,table.list td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line)}
.scroll{overflow-x:auto}table.list td.actions{white-space:nowrap}.inline{display:inline}.inline button{width:auto;margin:0 0 0 8px;padding:6px 12px}
@media print{.no-print{display:none!important}body{background:#fff;color:#000}.card{box-shadow:none;border:0;max-width:none}main{display:block;padding:0}}
`

/** "4242 4242 4242 4242": card numbers read (and are typed) in groups of four. */
function groupedCard(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

export function sandboxBanner(isSandbox: boolean): ReactNode {
  return isSandbox
    ? // One card a line: htm drops whitespace that spans a line break, which ran the words together.
      html`<div className="sandbox" role="note">
        <p className="sandbox-title"><strong>Sandbox payments.</strong> No real money moves.</p>
        <p className="sandbox-title">Test cards:</p>
        <ul className="sandbox-cards">
          <li><code>${groupedCard(SANDBOX_CARDS.ok)}</code> succeeds</li>
          <li><code>${groupedCard(SANDBOX_CARDS.declined)}</code> is declined</li>
          <li><code>${groupedCard(SANDBOX_CARDS.failsLater)}</code> pays today and declines later installments</li>
        </ul>
      </div>`
    : null
}

function page(title: string, body: ReactNode, wide = true): string {
  return renderPage({
    title,
    styles: PAGE_STYLES,
    meta: { robots: 'noindex, nofollow' },
    scripts: [PRINT_SCRIPT_PATH],
    body: html`<main><div className=${wide ? 'card wide' : 'card'}>
      <a className="brand" href="/search">Namefolio</a>${body}</div></main>`,
  })
}

export type CheckoutPageInput = {
  offer: CheckoutOffer
  sourceFields: Record<string, string>
  idempotencyKey: string
  signedIn: boolean
  loginUrl: string
  isSandbox: boolean
  error?: string | null
}

/** The checkout page (decision 800): server-rendered like the landers, for a signed-in buyer. */
export function renderCheckoutPage(input: CheckoutPageInput): string {
  const { offer } = input
  const quote =
    offer.kind === 'LEASE' && offer.months ? quoteLease(offer.priceMicros, offer.months) : null
  const summary = quote
    ? html`<table className="sum"><tbody>
        <tr><td>Lease to own, ${quote.months} months</td><td className="num">${formatUsd(quote.totalMicros, 2)}</td></tr>
        <tr><td>Monthly installment</td><td className="num">${formatUsd(quote.installmentMicros, 2)}</td></tr>
        <tr className="total"><td>Due today (installment 1 of ${quote.months})</td><td className="num">${formatUsd(quote.firstInstallmentMicros, 2)}</td></tr>
      </tbody></table>
      <p className="hint">Namefolio holds the domain while you pay; you can use it from today, and it is yours after the last installment. Pay off early at any time.</p>`
    : html`<table className="sum price"><tbody>
        <tr className="total"><td>${offer.source === 'AGREED_PRICE' ? 'Agreed price' : 'Buy now price'}</td><td className="num">${formatUsd(offer.priceMicros, 2)}</td></tr>
        ${offer.paymentDeadline ? html`<tr><td>Pay by</td><td className="num">${formatPaymentDeadline(offer.paymentDeadline)}</td></tr>` : null}
      </tbody></table>`
  const form = input.signedIn
    ? html`<form method="post" action="/checkout/pay">
        ${Object.entries(input.sourceFields).map(([name, value]) => html`<input key=${name} type="hidden" name=${name} value=${value} />`)}
        <input type="hidden" name="idempotencyKey" value=${input.idempotencyKey} />
        <label htmlFor="cardName">Name on card</label>
        <input id="cardName" name="cardName" autoComplete="cc-name" required maxLength="100" />
        <label htmlFor="cardNumber">Card number</label>
        <input id="cardNumber" name="cardNumber" inputMode="numeric" autoComplete="cc-number" required pattern="[0-9 ]{12,23}" />
        <button type="submit">${offer.kind === 'LEASE' ? `Pay ${formatUsd(offer.chargeMicros, 2)} and start the lease` : `Pay ${formatUsd(offer.chargeMicros, 2)}`}</button>
      </form>`
    : html`<p>Sign in or create an account to buy this domain.</p>
      <a className="button-link" href=${input.loginUrl}>Sign in to continue</a>`
  return page(
    `Checkout: ${offer.domain.name}`,
    html`<h1>${offer.kind === 'LEASE' ? 'Lease to own' : 'Buy'} ${offer.domain.displayName}</h1>
      ${sandboxBanner(input.isSandbox)}
      ${input.error ? html`<div className="notice error" role="alert">${input.error}</div>` : null}
      ${summary}${form}
      <p className="alt">The transfer is handled by Namefolio: the seller gives us the auth code and you get the domain; the seller is paid only after the transfer.</p>`,
  )
}

export function renderOrderPage(input: {
  domainName: string
  status: 'PAID' | 'DECLINED' | 'FAILED'
  kind: 'SALE' | 'LEASE'
  chargedMicros: number
  declineReason: string | null
  transactionId: string | null
  isSandbox: boolean
  retryUrl: string
}): string {
  if (input.status !== 'PAID') {
    return page(
      'Payment not completed',
      html`<h1>Payment not completed</h1>${sandboxBanner(input.isSandbox)}
        <div className="notice error" role="alert">${input.declineReason === 'already_sold' ? 'Someone bought this domain a moment before you; your payment was refunded.' : 'Your card was declined. Nothing was charged.'}</div>
        <a className="button-link" href=${input.retryUrl}>Try again</a>`,
      false,
    )
  }
  return page(
    'Thank you',
    html`<h1>Thank you: ${input.domainName} is ${input.kind === 'LEASE' ? 'leased to you' : 'yours'}</h1>
      ${sandboxBanner(input.isSandbox)}
      <div className="notice ok" role="status">Paid ${formatUsd(input.chargedMicros, 2)}. We are getting the transfer ready and will e-mail you at each step.</div>
      <a className="button-link" href="/purchases/domains">Follow it in My purchases</a>`,
    false,
  )
}

/** A printable invoice (decision 808): HTML with print CSS, and a link to the same as PDF. */
export function renderInvoice(input: InvoiceDocument & { pdfUrl: string }): string {
  return page(
    `${input.documentName} ${input.invoiceNumber}`,
    html`${printBar(input.pdfUrl)}
      <h1>${input.title}</h1>
      ${input.isSandbox ? html`<p className="sandbox">Sandbox payment: not a tax document.</p>` : null}
      <p>${input.documentName} <strong>${input.invoiceNumber}</strong><br />Date: ${input.date ? formatServerDate(input.date, 'default') : '--'}<br />Domain: <strong>${input.domainName}</strong></p>
      <p>Seller: ${input.seller}<br />Buyer: ${input.buyer}</p>
      <table className="sum"><tbody>
        ${input.lines.map((l) => html`<tr key=${l.label}><td>${l.label}</td><td className="num">${formatUsd(l.amountMicros, 2)}</td></tr>`)}
        <tr className="total"><td>Total paid</td><td className="num">${formatUsd(input.totalMicros, 2)}</td></tr>
      </tbody></table>
      ${input.sellerLines ? html`<h2>Seller statement</h2><table className="sum"><tbody>${input.sellerLines.map((l) => html`<tr key=${l.label}><td>${l.label}</td><td className="num">${formatUsd(l.amountMicros, 2)}</td></tr>`)}</tbody></table>` : null}
      <p className="hint">Namefolio, a marketplace for domain names. Amounts in US dollars.</p>`,
  )
}

function printBar(pdfUrl: string): ReactNode {
  return html`<div className="no-print" style=${{ textAlign: 'right' }}>
    <a href=${pdfUrl} download="">Download PDF</a>
    <button type="button" style=${{ width: 'auto', marginLeft: '12px' }} data-print="1">Print</button></div>`
}

export function renderStatement(input: StatementDocument & { pdfUrl: string }): string {
  return page(
    `Statement ${input.month}`,
    html`${printBar(input.pdfUrl)}
      <h1>Statement for ${input.month}</h1><p>${input.seller}</p>
      <table className="sum"><tbody>${input.rows.map((r) => html`<tr key=${r.label}><td>${r.label}</td><td className="num">${formatUsd(r.amountMicros, 2)}</td></tr>`)}</tbody></table>`,
  )
}

/** What the admin reads instead of the stored codes (the portal's words for the same states). */
const TRANSFER_STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDING_TRANSFER_INSTRUCTIONS: 'Preparing transfer',
  AWAITING_AUTH_CODE: 'Waiting for the seller’s auth code',
  AWAITING_TRANSFER_OWNERSHIP: 'Waiting for the transfer',
  PENDING_TRANSFER: 'Transfer to confirm',
  SCHEDULED_PAYOUT: 'Payout scheduled',
}
const KIND_LABELS: Readonly<Record<string, string>> = { SALE: 'Sale', LEASE: 'Lease to own' }
const TRANSFER_TYPE_LABELS: Readonly<Record<string, string>> = {
  AUTH_CODE: 'Auth code',
  REGISTRAR_PUSH: 'Registrar push',
  PLATFORM_HOLD: 'Held by Namefolio',
}

/** "PENDING_PAYOUT" reads "Pending payout" when a state has no label of its own. */
function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  const words = code.toLowerCase().replaceAll('_', ' ')
  return labels[code] ?? words.charAt(0).toUpperCase() + words.slice(1)
}

function transferMethod(transferType: string | null, registrar: string | null): string {
  if (transferType === null) return 'Not chosen yet'
  const method = labelOf(TRANSFER_TYPE_LABELS, transferType)
  return registrar ? `${method} via ${registrar}` : method
}

export function renderAdminTransfers(input: {
  rows: {
    id: string
    domainName: string
    kind: string
    status: string
    transferType: string | null
    registrar: string | null
    updatedAt: Date
  }[]
  isSandbox: boolean
}): string {
  return page(
    'Transfers to confirm',
    html`<p className="no-print"><a href="/admin">← Admin console</a></p>
      <h1>Transfers</h1>${sandboxBanner(input.isSandbox)}
      <p className="hint">Registrar adapter: manual. Confirm a transfer once the domain is at the buyer (or in Namefolio's holding account for a lease); reject it when the auth code does not work.</p>
      ${
        input.rows.length === 0
          ? html`<p>Nothing is waiting.</p>`
          : html`<div className="scroll"><table className="list"><thead><tr><th>Domain</th><th>Kind</th><th>Status</th><th>Transfer</th><th></th></tr></thead><tbody>
          ${input.rows.map(
            (
              r,
            ) => html`<tr key=${r.id}><td>${r.domainName}</td><td>${labelOf(KIND_LABELS, r.kind)}</td><td>${labelOf(TRANSFER_STATUS_LABELS, r.status)}</td><td>${transferMethod(r.transferType, r.registrar)}</td><td className="actions">
              ${
                r.status === 'PENDING_TRANSFER'
                  ? html`<form className="inline" method="post" action=${`/admin/transfers/${r.id}/confirm`}><button type="submit" aria-label=${`Confirm transfer of ${r.domainName}`}>Confirm transfer</button></form>
                  <form className="inline" method="post" action=${`/admin/transfers/${r.id}/reject`}><button type="submit" className="secondary">Reject</button></form>`
                  : null
              }
              ${
                r.status === 'SCHEDULED_PAYOUT'
                  ? html`<form className="inline" method="post" action=${`/admin/transfers/${r.id}/payout`}><button type="submit" aria-label=${`Issue payout for ${r.domainName}`}>Issue payout now</button></form>`
                  : null
              }
            </td></tr>`,
          )}</tbody></table></div>`
      }`,
  )
}
