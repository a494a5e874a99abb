/**
 * What Namefolio has shipped, newest first: the content of the portal's "What's new" panel
 * (decision 1024). Add a note at the top when a change reaches sellers; never change an id,
 * since who has read a note is stored by it.
 */
export type ReleaseNoteEntry = {
  id: string
  publishedOn: string
  title: string
  body: string
  path: string | null
}

export const RELEASE_NOTES: readonly ReleaseNoteEntry[] = [
  {
    id: '2026-11-24-boost-levels',
    publishedOn: '2026-11-24',
    title: 'Boost your listings',
    body: 'Choose a boost level on the new Boost page. Boosted listings rank above equally relevant ones in marketplace search, bulk search and browsing, for a small extra commission on sales made while the boost is on. Premium and Pro members pay half the surcharge.',
    path: '/account/boost',
  },
  {
    id: '2026-11-24-bulk-reprice',
    publishedOn: '2026-11-24',
    title: 'Reprice many names at once, with a preview and undo',
    body: 'Raise, lower or round prices for a selection or a CSV file, see every change before it applies, read why a name was refused, and undo the last bulk edit from the listing history.',
    path: '/portfolio',
  },
  {
    id: '2026-11-24-views-and-columns',
    publishedOn: '2026-11-24',
    title: 'Saved views and your own columns',
    body: 'Each portfolio view keeps its own columns, chosen from the column menu and saved to your account. Save a filter as a view and find it again on any device.',
    path: '/portfolio',
  },
  {
    id: '2026-11-24-csv-update',
    publishedOn: '2026-11-24',
    title: 'Update names you already hold from a CSV',
    body: 'Upload a CSV to change prices and settings of names in your portfolio. A preview lists the changes and any refusals before you apply them.',
    path: '/domains/add',
  },
  {
    id: '2026-11-24-cash-parking',
    publishedOn: '2026-11-24',
    title: 'Cash parking with daily metrics and monthly payouts',
    body: 'Park names that are not for sale yet: see views, clicks and revenue per domain, and receive your share of parking revenue with your monthly statement.',
    path: '/parking',
  },
  {
    id: '2026-11-23-pay-agreed-price',
    publishedOn: '2026-11-23',
    title: 'Agreed prices turn into payments',
    body: 'When you and a buyer agree on a price, the buyer gets a 7-day payment window with reminders. You can follow the payment from the lead, and an unpaid agreement closes so you can relist the name.',
    path: '/sales/leads',
  },
  {
    id: '2026-11-23-role-portals',
    publishedOn: '2026-11-23',
    title: 'A home for buyers, brokers and admins',
    body: 'People who buy as well as sell can switch between their seller and buyer portals. Buyers see their purchases and leases; brokers see the leads assigned to them.',
    path: null,
  },
  {
    id: '2026-11-22-passkeys',
    publishedOn: '2026-11-22',
    title: 'Sign in with a passkey',
    body: 'Add a passkey or an authenticator app under Account → Security, and link a company sign-in. Sensitive changes ask you to confirm it is you.',
    path: '/account/security',
  },
]
