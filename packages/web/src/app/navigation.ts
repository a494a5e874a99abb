import type { Role } from '@namefolio/core/account/account.constants'
import type { MessageKey } from '../i18n/en-us-messages'
import type { ProtectedRoutePath } from './protected-routes'

export type NavSection = {
  key: string
  to: ProtectedRoutePath
  labelId: MessageKey
  /** Paths that mark this section as the current one. */
  matches: readonly string[]
  /** Paths under `matches` that belong to another section. */
  excludes?: readonly string[]
  /** The portals that show it (issue 13, decision 950); every portal when absent. */
  roles?: readonly Role[]
}

const SELLER = ['seller'] as const
const BUYER = ['buyer'] as const

/**
 * The navigation, as data: only sections whose routes exist. Each role's portal shows its own
 * sections and the account's (decision 950).
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    key: 'adminHome',
    to: '/admin',
    labelId: 'nav.adminHome',
    matches: ['/admin'],
    excludes: [
      '/admin/review',
      '/admin/accounts',
      '/admin/transactions',
      '/admin/support',
      '/admin/switchboard',
      '/admin/health',
      '/admin/audit',
      '/admin/partners',
    ],
    roles: ['admin'],
  },
  {
    key: 'adminReview',
    to: '/admin/review',
    labelId: 'nav.adminReview',
    matches: ['/admin/review'],
    roles: ['admin'],
  },
  {
    key: 'adminAccounts',
    to: '/admin/accounts',
    labelId: 'nav.adminAccounts',
    matches: ['/admin/accounts'],
    roles: ['admin'],
  },
  {
    key: 'adminTransactions',
    to: '/admin/transactions',
    labelId: 'nav.adminTransactions',
    matches: ['/admin/transactions'],
    roles: ['admin'],
  },
  {
    key: 'adminSupport',
    to: '/admin/support',
    labelId: 'nav.adminSupport',
    matches: ['/admin/support'],
    roles: ['admin'],
  },
  {
    key: 'adminSwitchboard',
    to: '/admin/switchboard',
    labelId: 'nav.adminSwitchboard',
    matches: ['/admin/switchboard'],
    roles: ['admin'],
  },
  {
    key: 'adminHealth',
    to: '/admin/health',
    labelId: 'nav.adminHealth',
    matches: ['/admin/health'],
    roles: ['admin'],
  },
  {
    key: 'adminAudit',
    to: '/admin/audit',
    labelId: 'nav.adminAudit',
    matches: ['/admin/audit'],
    roles: ['admin'],
  },
  {
    key: 'adminPartners',
    to: '/admin/partners',
    labelId: 'nav.adminPartners',
    matches: ['/admin/partners'],
    roles: ['admin'],
  },
  {
    key: 'brokerHome',
    to: '/broker',
    labelId: 'nav.brokerHome',
    matches: ['/broker'],
    roles: ['broker'],
  },
  {
    key: 'allLeads',
    to: '/leads',
    labelId: 'nav.allLeads',
    matches: ['/leads'],
    roles: ['broker', 'admin'],
  },
  {
    key: 'buyerHome',
    to: '/purchases',
    labelId: 'nav.buyerHome',
    matches: ['/purchases'],
    excludes: ['/purchases/domains', '/purchases/leases'],
    roles: BUYER,
  },
  {
    key: 'dashboard',
    to: '/dashboard',
    labelId: 'nav.dashboard',
    matches: ['/dashboard'],
    roles: SELLER,
  },
  // /domains lists the same selling view, and a domain's details belong to the portfolio.
  {
    key: 'portfolio',
    to: '/portfolio',
    labelId: 'nav.portfolio',
    matches: ['/portfolio', '/domains', '/editdomain'],
    excludes: ['/domains/add', '/domains/review', '/domains/offers'],
    roles: SELLER,
  },
  {
    key: 'parking',
    to: '/parking',
    labelId: 'nav.parking',
    matches: ['/parking'],
    roles: SELLER,
  },
  {
    key: 'addDomains',
    to: '/domains/add',
    labelId: 'nav.addDomains',
    matches: ['/domains/add', '/domains/review'],
    roles: SELLER,
  },
  {
    key: 'sales',
    to: '/sales',
    labelId: 'nav.sales',
    matches: ['/sales'],
    excludes: ['/sales/leads'],
    roles: SELLER,
  },
  {
    key: 'purchases',
    to: '/purchases/domains',
    labelId: 'nav.purchases',
    matches: ['/purchases/domains', '/purchases/leases'],
    roles: BUYER,
  },
  {
    key: 'leads',
    to: '/sales/leads',
    labelId: 'nav.leads',
    matches: ['/sales/leads', '/leads'],
    roles: SELLER,
  },
  {
    key: 'negotiations',
    to: '/negotiations',
    labelId: 'nav.negotiations',
    matches: ['/negotiations'],
    roles: BUYER,
  },
  {
    key: 'offers',
    to: '/domains/offers/made',
    labelId: 'nav.offers',
    matches: ['/domains/offers'],
    roles: BUYER,
  },
  {
    key: 'security',
    to: '/account/security',
    labelId: 'nav.security',
    matches: ['/account/security', '/account/oauth', '/account/federate', '/account/webhooks'],
  },
  {
    key: 'payouts',
    to: '/account/payments',
    labelId: 'nav.payouts',
    matches: ['/account/payments', '/account/taxes', '/account/statements'],
    roles: SELLER,
  },
  {
    key: 'notifications',
    to: '/account/notifications',
    labelId: 'nav.notifications',
    matches: ['/account/notifications'],
  },
  {
    key: 'membership',
    to: '/account/membership',
    labelId: 'nav.membership',
    matches: ['/account/membership'],
    roles: SELLER,
  },
  {
    key: 'boost',
    to: '/account/boost',
    labelId: 'nav.boost',
    matches: ['/account/boost'],
    roles: SELLER,
  },
  { key: 'privacy', to: '/account/privacy', labelId: 'nav.privacy', matches: ['/account/privacy'] },
  {
    key: 'accountDefaults',
    to: '/account/lander',
    labelId: 'nav.accountDefaults',
    matches: ['/account/lander', '/account/lto', '/account/ownership', '/account/offer-rules'],
    roles: SELLER,
  },
  {
    key: 'account',
    to: '/account/profile',
    labelId: 'nav.account',
    matches: ['/account/profile'],
  },
  // Every portal's own cases (issue 18); the admin's queue is above.
  { key: 'support', to: '/support', labelId: 'nav.support', matches: ['/support'] },
]

/** The sections of one role's portal, in navigation order. */
export function sectionsFor(role: Role | null): readonly NavSection[] {
  return NAV_SECTIONS.filter((section) => !section.roles || (role && section.roles.includes(role)))
}

/**
 * Pages that only some roles can use (their API answers 403 to the others), by path prefix.
 * Anything else is open to every signed-in person: the account pages, negotiations (each
 * party sees its own), the notifications.
 */
const ROLE_PAGES: readonly { prefix: string; roles: readonly Role[] }[] = [
  { prefix: '/dashboard', roles: SELLER },
  // What a buyer bought is theirs to see too (issue 15, decision 282).
  { prefix: '/portfolio/purchases', roles: ['seller', 'buyer'] },
  { prefix: '/portfolio', roles: SELLER },
  { prefix: '/domains/offers', roles: BUYER },
  { prefix: '/domains', roles: SELLER },
  { prefix: '/editdomain', roles: SELLER },
  { prefix: '/sales', roles: SELLER },
  { prefix: '/parking', roles: SELLER },
  { prefix: '/account/payments', roles: SELLER },
  { prefix: '/account/taxes', roles: SELLER },
  { prefix: '/account/statements', roles: SELLER },
  { prefix: '/account/lander', roles: SELLER },
  { prefix: '/account/lto', roles: SELLER },
  { prefix: '/account/ownership', roles: SELLER },
  { prefix: '/account/offer-rules', roles: SELLER },
  { prefix: '/account/boost', roles: SELLER },
  { prefix: '/account/membership', roles: SELLER },
  { prefix: '/purchases', roles: BUYER },
  { prefix: '/broker', roles: ['broker'] },
  { prefix: '/admin', roles: ['admin'] },
]

/** The roles that can use a page, or null when every signed-in person can. */
export function rolesForPath(pathname: string): readonly Role[] | null {
  const page = ROLE_PAGES.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  )
  return page?.roles ?? null
}

export function isSectionActive(section: NavSection, pathname: string): boolean {
  const isUnder = (path: string) => pathname === path || pathname.startsWith(`${path}/`)
  return section.matches.some(isUnder) && !(section.excludes ?? []).some(isUnder)
}
