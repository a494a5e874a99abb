import { describe, expect, it } from 'vitest'
import { isSectionActive, rolesForPath, sectionsFor } from './navigation'

const keysFor = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((s) => s.key)
// Every portal's own sections; support cases (issue 18) too.
const ACCOUNT = ['security', 'notifications', 'privacy', 'account', 'support']

describe('each role’s portal shows only what that role can use (issue 13, decision 950)', () => {
  it.each([
    [
      'seller',
      [
        'dashboard',
        'portfolio',
        'parking',
        'addDomains',
        'sales',
        'leads',
        'payouts',
        'membership',
        'boost',
        'accountDefaults',
      ],
    ],
    ['buyer', ['buyerHome', 'purchases', 'negotiations', 'offers']],
    ['broker', ['brokerHome', 'allLeads']],
    [
      'admin',
      [
        'adminHome',
        'adminReview',
        'adminAccounts',
        'adminTransactions',
        'adminSupport',
        'adminSwitchboard',
        'adminHealth',
        'adminAudit',
        'adminPartners',
        'allLeads',
      ],
    ],
  ] as const)('the %s navigation: its own sections, then the account’s', (role, own) => {
    expect(keysFor(role).filter((k) => !ACCOUNT.includes(k))).toEqual(own)
    expect(keysFor(role).filter((k) => ACCOUNT.includes(k))).toEqual(ACCOUNT)
  })

  it.each([
    ['/portfolio', ['seller']],
    ['/portfolio/purchases', ['seller', 'buyer']],
    ['/domains/example.com/details', ['seller']],
    ['/domains/offers/made', ['buyer']],
    ['/sales/leads', ['seller']],
    ['/parking/example.com', ['seller']],
    ['/purchases/leases/abc', ['buyer']],
    ['/broker', ['broker']],
    ['/admin', ['admin']],
    // Boost is a seller's commission and placement (decision 1020).
    ['/account/boost', ['seller']],
    ['/account/profile', null],
    // The listing defaults are the seller's (issue 18).
    ['/account/lander', ['seller']],
    ['/account/lto', ['seller']],
    ['/account/ownership', ['seller']],
    // Offer rules answer the seller's offers (issue 24).
    ['/account/offer-rules', ['seller']],
    ['/negotiations/abc', null],
    ['/leads', null],
    ['/support/abc', null],
    ['/admin/support/abc', ['admin']],
  ])('%s is for %j', (path, roles) => {
    expect(rolesForPath(path)).toEqual(roles)
  })

  it.each([
    ['buyer', '/purchases', 'buyerHome'],
    ['buyer', '/purchases/domains', 'purchases'],
    ['buyer', '/purchases/leases/abc', 'purchases'],
    ['broker', '/leads', 'allLeads'],
    ['admin', '/admin', 'adminHome'],
    ['admin', '/admin/support/abc', 'adminSupport'],
    ['admin', '/admin/partners', 'adminPartners'],
    ['admin', '/admin/transactions', 'adminTransactions'],
    ['admin', '/admin/health', 'adminHealth'],
    // The admin console's parts (issue 19).
    ['admin', '/admin/review', 'adminReview'],
    ['admin', '/admin/accounts/abc', 'adminAccounts'],
    ['admin', '/admin/audit', 'adminAudit'],
    ['admin', '/admin/switchboard', 'adminSwitchboard'],
    ['seller', '/support/new', 'support'],
    ['seller', '/leads', 'leads'],
  ] as const)('in the %s portal, %s marks one section: %s', (role, path, key) => {
    expect(
      sectionsFor(role)
        .filter((s) => isSectionActive(s, path))
        .map((s) => s.key),
    ).toEqual([key])
  })
})
