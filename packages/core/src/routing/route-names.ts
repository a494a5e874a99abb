/**
 * Portal routes the web app registers and the server answers with the app shell (DESIGN.md
 * §5: one explicit list). Each later feature adds its routes here when its pages exist.
 * Patterns use `:param` for one path segment. `/` is the public home page (issue 13).
 */
export const PORTAL_ROUTE_PATTERNS = [
  '/portfolio',
  '/portfolio/:view',
  '/domains',
  '/domains/:displayName/details',
  // The owner's page of one domain (issue 15, decision 294).
  '/domains/:domain',
  '/editdomain/:domain',
  '/account/profile',
  // The profile's first step and checklist (issue 18).
  '/account/profile/create',
  '/account/profile/complete',
  '/account/notifications',
  '/account/privacy',
  '/account/security',
  '/account/oauth',
  '/account/oauth/authorize',
  '/account/federate',
  '/sales/leads',
  '/sales/leads/:leadId/details',
  '/leads',
  '/negotiations',
  '/negotiations/:id',
  '/domains/offers/made',
  '/domains/offers/received',
  '/domains/add',
  '/domains/add/review',
  '/domains/add/done',
  '/domains/add/history',
  '/domains/review',
  '/sales',
  '/sales/:transactionId/details',
  '/sales/:transactionId/payout',
  '/sales/:transactionId/payouts/:payoutId',
  '/sales/:transactionId/invoices/:invoiceId',
  '/sales/leased',
  '/sales/leased/:transactionId/details',
  '/purchases/domains',
  // The buyer's page of one purchase, with its history and messages (issue 18).
  '/purchases/domains/:transactionId',
  '/dashboard',
  '/account/payments',
  '/account/taxes',
  '/account/statements',
  // Role homes and the buyer's pages (issue 13, decision 950).
  '/purchases',
  '/purchases/leases/:transactionId',
  '/broker',
  '/admin',
  // Cash parking (issue 17).
  '/parking',
  '/parking/:domain',
  // Account defaults (issue 18).
  '/account/lander',
  '/account/lto',
  '/account/ownership',
  // Offer rules (issue 24).
  '/account/offer-rules',
  // Account standing (issue 18, decisions 1020, 1025).
  '/account/boost',
  '/account/membership',
  '/account/link/success',
  // Support cases (issue 18).
  '/support',
  '/support/new',
  '/support/:caseId',
  '/admin/support',
  '/admin/support/:caseId',
  // Webhooks (issue 24).
  '/account/webhooks',
  // Marketplace exports (issue 24): compare with ours, move a portfolio here.
  '/domains/compare',
  '/domains/add/marketplace',
  // Distribution partners (issue 24).
  '/admin/partners',
  // The admin console's transactions desk and health page (issue 19).
  '/admin/transactions',
  '/admin/health',
  // The admin console (issue 19): review queue, accounts, audit log.
  '/admin/review',
  '/admin/accounts',
  '/admin/accounts/:userId',
  '/admin/audit',
  // The switchboard editor (issue 19).
  '/admin/switchboard',
] as const

/**
 * First path segments that belong to the product. Public profiles live at `/{username}`, so
 * no username may take one of these (spec §2 routes, plus infrastructure paths).
 */
export const RESERVED_TOP_LEVEL_NAMES: readonly string[] = [
  'portfolio',
  'domains',
  'editdomain',
  'sales',
  'negotiations',
  'leads',
  'parking',
  'dashboard',
  'search',
  'forsale',
  'assistant',
  'login',
  'logout',
  'signup',
  'recover',
  'password',
  'sell-domains',
  'domain-search',
  'domain-parking',
  'domain-broker',
  'lease-to-own',
  'sales-acceleration',
  'sales-landers',
  'premium-partner-levels',
  'purchases',
  'profile',
  'listings',
  'account',
  'legal',
  'api',
  'lander',
  'checkout',
  'dev',
  'assets',
  // Avatar images (issue 18).
  'avatars',
  'static',
  'admin',
  'help',
  'support',
  'about',
  'contact',
  'pricing',
  'www',
  'mail',
  'namefolio',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
]

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${body}/?$`)
}

const PORTAL_ROUTE_REGEXPS = PORTAL_ROUTE_PATTERNS.map(patternToRegExp)

/** Whether a path (no query) is a page of the portal, which needs a session. */
export function isPortalRoute(pathname: string): boolean {
  return PORTAL_ROUTE_REGEXPS.some((re) => re.test(pathname))
}

export function isReservedUsername(username: string): boolean {
  return RESERVED_TOP_LEVEL_NAMES.includes(username.toLowerCase())
}
