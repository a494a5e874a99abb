import { GROWL_LIFETIME_MS } from '../constants/ui-timings.ts'

/** Growl kinds of spec §8. */
export const GROWL_KINDS = ['critical', 'warning', 'success', 'error'] as const
export type GrowlKind = (typeof GROWL_KINDS)[number]

export type Growl = {
  titleKey: string | null
  messageKey: string
  kind: GrowlKind
  values?: Record<string, string | number>
  /** Where the message links to, when it does (the domains page for parking errors). */
  link?: string
  lifetimeMs: number
}

/** The domains page the parking messages link to (spec §8). */
export const DOMAINS_PAGE_PATH = '/domains'

function growl(
  titleKey: string | null,
  messageKey: string,
  kind: GrowlKind,
  extra: Pick<Growl, 'link'> = {},
): Growl {
  return { titleKey, messageKey, kind, lifetimeMs: GROWL_LIFETIME_MS, ...extra }
}

/**
 * The growl catalogue of spec §8, lifetime 6000 ms. The spec's literal titles "Error" and
 * "Success" are the `common.error` and `common.success` keys.
 */
export const GROWLS = {
  landerBuyNowMissing: growl(null, 'portfolio.growl.lander.error.buyNow', 'critical'),
  landerSaveFailedLtoBuyNow: growl(
    'common.error',
    'portfolio.growl.lander.error.danBuyNow',
    'critical',
  ),
  landerSaveFailed: growl('common.error', 'common.error.unknown', 'warning'),
  landerSavedWithParkingError: growl(null, 'portfolio.growl.lander.error.parking', 'critical', {
    link: DOMAINS_PAGE_PATH,
  }),
  landerSaved: growl('common.success', 'domain.details.successMessage.pending', 'success'),
  resubmitSucceeded: {
    ...growl('common.success', 'domain.resubmitListings.success', 'success'),
    values: { count: 1 },
  },
  resubmitFailed: growl('common.error', 'common.error.unknown', 'error'),
} as const satisfies Record<string, Growl>
export type GrowlName = keyof typeof GROWLS
