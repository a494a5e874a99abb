import type { MessageKey } from '../i18n/en-us'
import type { ProtectedRoutePath } from './protected-routes'

export type NavSection = {
  key: string
  to: ProtectedRoutePath
  labelId: MessageKey
  /** Paths that mark this section as the current one. */
  matches: readonly string[]
  /** Paths under `matches` that belong to another section. */
  excludes?: readonly string[]
}

/**
 * The navigation, as data: only sections whose routes exist. Sales, leads and negotiations,
 * domains and parking join the list when their pages do.
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  { key: 'dashboard', to: '/dashboard', labelId: 'nav.dashboard', matches: ['/dashboard'] },
  // /domains lists the same selling view, and a domain's details belong to the portfolio.
  {
    key: 'portfolio',
    to: '/portfolio',
    labelId: 'nav.portfolio',
    matches: ['/portfolio', '/domains', '/editdomain'],
    excludes: ['/domains/add', '/domains/review', '/domains/offers'],
  },
  {
    key: 'addDomains',
    to: '/domains/add',
    labelId: 'nav.addDomains',
    matches: ['/domains/add', '/domains/review'],
  },
  {
    key: 'sales',
    to: '/sales',
    labelId: 'nav.sales',
    matches: ['/sales'],
    excludes: ['/sales/leads'],
  },
  {
    key: 'purchases',
    to: '/purchases/domains',
    labelId: 'nav.purchases',
    matches: ['/purchases'],
  },
  { key: 'leads', to: '/sales/leads', labelId: 'nav.leads', matches: ['/sales/leads', '/leads'] },
  {
    key: 'negotiations',
    to: '/negotiations',
    labelId: 'nav.negotiations',
    matches: ['/negotiations'],
  },
  {
    key: 'offers',
    to: '/domains/offers/made',
    labelId: 'nav.offers',
    matches: ['/domains/offers'],
  },
  {
    key: 'security',
    to: '/account/security',
    labelId: 'nav.security',
    matches: ['/account/security', '/account/oauth', '/account/federate'],
  },
  {
    key: 'payouts',
    to: '/account/payments',
    labelId: 'nav.payouts',
    matches: ['/account/payments', '/account/taxes', '/account/statements'],
  },
  {
    key: 'notifications',
    to: '/account/notifications',
    labelId: 'nav.notifications',
    matches: ['/account/notifications'],
  },
  { key: 'privacy', to: '/account/privacy', labelId: 'nav.privacy', matches: ['/account/privacy'] },
  {
    key: 'account',
    to: '/account/profile',
    labelId: 'nav.account',
    matches: ['/account/profile'],
  },
]

export function isSectionActive(section: NavSection, pathname: string): boolean {
  const isUnder = (path: string) => pathname === path || pathname.startsWith(`${path}/`)
  return section.matches.some(isUnder) && !(section.excludes ?? []).some(isUnder)
}
