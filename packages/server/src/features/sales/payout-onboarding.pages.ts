import { html, renderPage } from '../../public/page-document.ts'
import type { PayoutAccountRow } from '../../db/schema/sales.ts'

const STYLES = `
.sandbox{background:#fff4ce;color:#5c4400;border:1px solid #e0b400;border-radius:8px;padding:8px 12px;font-size:14px;margin-bottom:16px}
.sandbox p{margin:0}dl{margin:0 0 8px;display:grid;grid-template-columns:auto 1fr;gap:4px 16px;font-size:15px}dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
`

const METHOD_NAMES: Record<string, string> = {
  PAYPAL: 'PayPal',
  US_WIRE: 'US wire',
  NON_US_WIRE: 'International wire',
  ACH: 'ACH',
  GAG: 'Gift account',
}

/**
 * The sandbox payout provider's onboarding page (decision 1031): what a provider's hosted page
 * would ask, labelled Sandbox, with one button that verifies the payee.
 */
export function renderSandboxOnboardingPage(account: PayoutAccountRow, action: string): string {
  const destination = account.accountNumberLast4
    ? `•••• ${account.accountNumberLast4}`
    : (account.emailAddress ?? '—')
  return renderPage({
    title: 'Payout onboarding (sandbox)',
    styles: STYLES,
    meta: { robots: 'noindex, nofollow' },
    body: html`<main><div className="card">
      <a className="brand" href="/account/payments">Namefolio</a>
      <div className="sandbox" role="note"><p><strong>Sandbox payout provider.</strong> No real money moves and no identity is checked.</p></div>
      <h1>Verify your payout account</h1>
      <dl>
        <dt>Method</dt><dd>${METHOD_NAMES[account.method] ?? account.method}</dd>
        <dt>Account holder</dt><dd>${account.accountName}</dd>
        <dt>Pays to</dt><dd>${destination}</dd>
        <dt>Status</dt><dd>${account.onboardingStatus === 'VERIFIED' ? 'Verified' : 'Not verified yet'}</dd>
      </dl>
      <p className="hint">A real provider asks for identity documents and bank confirmation here. The sandbox verifies the account when you complete onboarding.</p>
      <form method="post" action=${action}><button type="submit">Complete onboarding</button></form>
      <a className="button-link" href="/account/payments">Cancel and go back to payouts</a>
    </div></main>`,
  })
}

/** The sandbox page for an account the signed-in seller does not have. */
export function renderSandboxOnboardingMissing(): string {
  return renderPage({
    title: 'Payout account not found',
    meta: { robots: 'noindex, nofollow' },
    body: html`<main><div className="card">
      <a className="brand" href="/account/payments">Namefolio</a>
      <h1>Payout account not found</h1>
      <p>This onboarding link is for a payout account that is not on your account, or was removed.</p>
      <a className="button-link" href="/account/payments">Go to your payout accounts</a>
    </div></main>`,
  })
}
