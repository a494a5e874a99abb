import { EN_US_IDENTITY_MESSAGES } from './en-us-identity'

import { EN_US_LEADS_MESSAGES } from './en-us-leads'

import { EN_US_SALES_MESSAGES } from './en-us-sales'

import { EN_US_PORTALS_MESSAGES } from './en-us-portals'

import { EN_US_PORTFOLIO_MESSAGES } from './en-us-portfolio'

import { EN_US_ADD_DOMAINS_MESSAGES } from './en-us-add-domains'

import { EN_US_ACCOUNT_MESSAGES } from './en-us-account'

import { EN_US_PARKING_MESSAGES } from './en-us-parking'
import { EN_US_PARKING_SETUP_MESSAGES } from './en-us-parking-setup'
import { EN_US_PARKING_PAYOUTS_MESSAGES } from './en-us-parking-payouts'
import { EN_US_INTAKE_PRICES_MESSAGES } from './en-us-intake-prices'
import { EN_US_REPRICE_MESSAGES } from './en-us-reprice'
import { EN_US_PORTFOLIO_EXPORT_MESSAGES } from './en-us-portfolio-export'
import { EN_US_PORTFOLIO_COLUMNS_MESSAGES } from './en-us-portfolio-columns'
import { EN_US_DOMAIN_PAGE_MESSAGES } from './en-us-domain-page'
import { EN_US_A11Y_MESSAGES } from './en-us-a11y'
import { EN_US_CSV_UPDATE_MESSAGES } from './en-us-csv-update'
import { EN_US_SAVED_VIEWS_MESSAGES } from './en-us-saved-views'
import { EN_US_PROFILE_MESSAGES } from './en-us-profile'
import { EN_US_ACCOUNT_DEFAULTS_MESSAGES } from './en-us-account-defaults'
import { EN_US_ACCOUNT_STANDING_MESSAGES } from './en-us-account-standing'
import { EN_US_ACCOUNT_PAYMENTS_MESSAGES } from './en-us-account-payments'
import { EN_US_SUPPORT_MESSAGES } from './en-us-support'
import { EN_US_TRANSACTION_EXTRAS_MESSAGES } from './en-us-transaction-extras'
import { EN_US_OFFER_RULES_MESSAGES } from './en-us-offer-rules'
import { EN_US_WEBHOOKS_MESSAGES } from './en-us-webhooks'
import { EN_US_API_DOCS_MESSAGES } from './en-us-api-docs'
import { EN_US_PARTNERS_MESSAGES } from './en-us-partners'
import { EN_US_IN_USE_GUARD_MESSAGES } from './en-us-in-use-guard'
import { EN_US_MARKETPLACE_IMPORTS_MESSAGES } from './en-us-marketplace-imports'

/**
 * en-US messages, keyed by the spec's message keys where it names them (spec §8) and by
 * `<area>.<thing>` otherwise. Other locales are added as files of the same shape.
 */
export const EN_US_MESSAGES = {
  ...EN_US_IDENTITY_MESSAGES,
  ...EN_US_LEADS_MESSAGES,
  ...EN_US_SALES_MESSAGES,
  ...EN_US_PORTALS_MESSAGES,
  ...EN_US_PORTFOLIO_MESSAGES,
  ...EN_US_ADD_DOMAINS_MESSAGES,
  ...EN_US_ACCOUNT_MESSAGES,
  ...EN_US_PARKING_MESSAGES,
  ...EN_US_PARKING_SETUP_MESSAGES,
  ...EN_US_PARKING_PAYOUTS_MESSAGES,
  ...EN_US_INTAKE_PRICES_MESSAGES,
  ...EN_US_REPRICE_MESSAGES,
  ...EN_US_PORTFOLIO_EXPORT_MESSAGES,
  ...EN_US_PORTFOLIO_COLUMNS_MESSAGES,
  ...EN_US_DOMAIN_PAGE_MESSAGES,
  ...EN_US_A11Y_MESSAGES,
  ...EN_US_CSV_UPDATE_MESSAGES,
  ...EN_US_SAVED_VIEWS_MESSAGES,
  ...EN_US_PROFILE_MESSAGES,
  ...EN_US_ACCOUNT_DEFAULTS_MESSAGES,
  ...EN_US_ACCOUNT_STANDING_MESSAGES,
  ...EN_US_ACCOUNT_PAYMENTS_MESSAGES,
  ...EN_US_SUPPORT_MESSAGES,
  ...EN_US_TRANSACTION_EXTRAS_MESSAGES,
  ...EN_US_OFFER_RULES_MESSAGES,
  ...EN_US_WEBHOOKS_MESSAGES,
  ...EN_US_API_DOCS_MESSAGES,
  ...EN_US_PARTNERS_MESSAGES,
  ...EN_US_IN_USE_GUARD_MESSAGES,
  ...EN_US_MARKETPLACE_IMPORTS_MESSAGES,
  'app.brand': 'Namefolio',
  'app.skipToContent': 'Skip to content',
  'app.toggleNavigation': 'Toggle navigation',
  'app.colorScheme.toggle': 'Switch between light and dark',
  'app.loading': 'Loading',

  'nav.label': 'Main',
  'nav.portfolio': 'Portfolio',
  'nav.account': 'Account',

  'userMenu.open': 'Open the account menu',
  'userMenu.account': 'Account',
  'userMenu.signOut': 'Sign out',

  'common.success': 'Success',
  'common.error': 'Error',
  'common.warning': 'Warning',
  'common.retry': 'Try again',
  'geo.loadError': 'The list of countries could not be loaded. Reload the page to try again.',
  'common.error.unknown': 'Something went wrong. Please try again.',
  'common.error.network': 'We could not reach Namefolio. Check your connection and try again.',
  'common.error.timeout': 'Namefolio took too long to answer. Please try again.',
  'common.empty': '--',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is no page at {path}. Check the address, or go back to your portfolio.',
  'notFound.toPortfolio': 'Go to your portfolio',

  'pager.range': '{start}–{end} of {total}',
  'pager.label': 'Pages',
  'pager.first': 'First page',
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.last': 'Last page',
  // Short enough for four buttons in one row on a phone; the names above are the accessible ones.
  'pager.first.short': '« First',
  'pager.previous.short': '‹ Previous',
  'pager.next.short': 'Next ›',
  'pager.last.short': 'Last »',
} as const satisfies Record<string, string>

export type MessageKey = keyof typeof EN_US_MESSAGES
