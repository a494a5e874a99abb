import a11y from './en-us/a11y'
import account from './en-us/account'
import accountDefaults from './en-us/account-defaults'
import accountPayments from './en-us/account-payments'
import accountStanding from './en-us/account-standing'
import addDomains from './en-us/add-domains'
import adminOps from './en-us/admin-ops'
import adminConsole from './en-us/admin-console'
import apiDocs from './en-us/api-docs'
import csvUpdate from './en-us/csv-update'
import domainPage from './en-us/domain-page'
import identity from './en-us/identity'
import inUseGuard from './en-us/in-use-guard'
import intakePrices from './en-us/intake-prices'
import leads from './en-us/leads'
import marketplaceImports from './en-us/marketplace-imports'
import membership from './en-us/membership'
import offerRules from './en-us/offer-rules'
import parking from './en-us/parking'
import parkingPayouts from './en-us/parking-payouts'
import parkingSetup from './en-us/parking-setup'
import partners from './en-us/partners'
import portals from './en-us/portals'
import portfolio from './en-us/portfolio'
import portfolioColumns from './en-us/portfolio-columns'
import portfolioExport from './en-us/portfolio-export'
import profile from './en-us/profile'
import reprice from './en-us/reprice'
import sales from './en-us/sales'
import savedViews from './en-us/saved-views'
import shell from './en-us/shell'
import support from './en-us/support'
import switchboard from './en-us/switchboard'
import transactionExtras from './en-us/transaction-extras'
import webhooks from './en-us/webhooks'

/**
 * The en-US catalogs by name. The app never imports this module as a value: it has the
 * shell's catalog in the first load and loads a page's catalogs with the page, by name, for
 * the active locale (catalogs.ts, decision 1270). Tests render with all of them.
 */
export const EN_US_CATALOGS = {
  a11y,
  account,
  'account-defaults': accountDefaults,
  'account-payments': accountPayments,
  'account-standing': accountStanding,
  'add-domains': addDomains,
  'admin-ops': adminOps,
  'admin-console': adminConsole,
  'api-docs': apiDocs,
  'csv-update': csvUpdate,
  'domain-page': domainPage,
  identity,
  'in-use-guard': inUseGuard,
  'intake-prices': intakePrices,
  leads,
  'marketplace-imports': marketplaceImports,
  membership,
  'offer-rules': offerRules,
  parking,
  'parking-payouts': parkingPayouts,
  'parking-setup': parkingSetup,
  partners,
  portals,
  portfolio,
  'portfolio-columns': portfolioColumns,
  'portfolio-export': portfolioExport,
  profile,
  reprice,
  sales,
  'saved-views': savedViews,
  shell,
  support,
  switchboard,
  'transaction-extras': transactionExtras,
  webhooks,
} as const

/** Every en-US message: the type of message keys (a key missing here fails the type check). */
export const EN_US_MESSAGES = {
  ...a11y,
  ...account,
  ...accountDefaults,
  ...accountPayments,
  ...accountStanding,
  ...addDomains,
  ...adminOps,
  ...adminConsole,
  ...apiDocs,
  ...csvUpdate,
  ...domainPage,
  ...identity,
  ...inUseGuard,
  ...intakePrices,
  ...leads,
  ...marketplaceImports,
  ...membership,
  ...offerRules,
  ...parking,
  ...parkingPayouts,
  ...parkingSetup,
  ...partners,
  ...portals,
  ...portfolio,
  ...portfolioColumns,
  ...portfolioExport,
  ...profile,
  ...reprice,
  ...sales,
  ...savedViews,
  ...shell,
  ...support,
  ...switchboard,
  ...transactionExtras,
  ...webhooks,
} as const satisfies Record<string, string>

export type MessageKey = keyof typeof EN_US_MESSAGES
