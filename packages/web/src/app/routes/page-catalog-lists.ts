/**
 * The catalogs each lazy page module renders from, beside the shell's (decision 1271): its
 * feature's, and those of the features whose pieces it shows. page-catalogs.test.ts checks
 * that every message key the page's modules name is in one of them. Free of imports: the
 * first-load figure (bench/portal-bundle.bench.ts) counts these catalogs in each page's load.
 */
export const PAGE_CATALOGS = {
  'account-defaults-pages': [
    'account-defaults',
    'add-domains',
    'offer-rules',
    'portfolio',
    'switchboard',
  ],
  'account-notifications-page': ['account', 'portfolio'],
  'account-privacy-page': ['account'],
  'account-profile-page': ['account', 'account-standing', 'profile'],
  'account-security-page': ['api-docs', 'identity', 'webhooks'],
  'account-standing-pages': ['account-standing', 'partners'],
  'add-domains-pages': [
    'add-domains',
    'csv-update',
    'intake-prices',
    'marketplace-imports',
    'portfolio',
  ],
  'domain-details-page': ['domain-page', 'portfolio', 'saved-views'],
  'domain-page': [
    'domain-page',
    'in-use-guard',
    'leads',
    'offer-rules',
    'partners',
    'portfolio',
    'sales',
    'saved-views',
    'transaction-extras',
  ],
  'leads-pages': ['leads', 'offer-rules'],
  'marketplace-imports-pages': ['marketplace-imports'],
  'offer-rules-pages': [
    'account-defaults',
    'add-domains',
    'offer-rules',
    'portfolio',
    'switchboard',
  ],
  'parking-pages': ['parking', 'sales'],
  'partner-pages': ['partners'],
  'switchboard-pages': ['switchboard'],
  'portfolio-page': [
    'a11y',
    'domain-page',
    'in-use-guard',
    'marketplace-imports',
    'parking',
    'parking-setup',
    'portals',
    'portfolio',
    'portfolio-columns',
    'portfolio-export',
    'reprice',
    'sales',
    'saved-views',
  ],
  'profile-pages': ['profile'],
  'role-home-pages': ['leads', 'portals', 'sales', 'support', 'transaction-extras'],
  'sales-pages': [
    'account-payments',
    'parking-payouts',
    'portals',
    'profile',
    'sales',
    'switchboard',
    'transaction-extras',
  ],
  'support-pages': ['support'],
  'transaction-extras-pages': ['portals', 'sales', 'transaction-extras'],
  'webhooks-pages': ['api-docs', 'identity', 'webhooks'],
} as const satisfies Record<string, readonly string[]>

export type PageModule = keyof typeof PAGE_CATALOGS
