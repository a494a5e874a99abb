import type {
  AccountLander,
  AccountLanderPatch,
  LanderAppearance,
} from '@namefolio/core/account/account-defaults.contract'
import type { FeatureFlag } from '@namefolio/core/config/feature-flag'
import type { FieldError } from '@namefolio/core/http/error.contract'
import type { ListingSettings } from '@namefolio/core/domains/domain-intake.contract'
import { validateIntakePrices } from '@namefolio/core/domains/intake-prices'
import {
  DEFAULT_INTAKE_SETTINGS,
  DEFAULT_LISTING_SETTINGS,
} from '@namefolio/core/landers/default-listing'
import type { LanderColorMode, LanderTheme } from '@namefolio/core/landers/lander-theme'
import { microsToUsd } from '@namefolio/core/money/money'
import { validateLeasePeriod } from '@namefolio/core/pricing/lease-period'
import { validateListingPrices } from '@namefolio/core/pricing/listing-prices'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireFeature } from '../../http/feature-gate.ts'
import { findAccountLander, upsertAccountLander } from './account-lander.repository.ts'

/**
 * Saved settings that a §5 rule refuses (the $5 placeholders saved before decision 270) are
 * never applied: their prices are dropped and the lander falls back to make offer.
 */
function withoutRefusedPrices(s: ListingSettings): ListingSettings {
  if (validateIntakePrices(s).length === 0) return s
  return {
    ...s,
    landerTemplate: DEFAULT_INTAKE_SETTINGS.landerTemplate,
    buynowPrice: null,
    floorPrice: null,
    minbidPrice: null,
    leasingEnabled: false,
  }
}

/** Prices of one CSV row checked by the same core rules (decision 703). */
export function validateRowPrices(p: {
  buynowPrice: number | null
  floorPrice: number | null
  minbidPrice: number | null
}): FieldError | null {
  return (
    validateListingPrices({
      buyNowMicros: p.buynowPrice,
      floorMicros: p.floorPrice,
      minBidMicros: p.minbidPrice,
    })[0] ?? null
  )
}

export function assertValidSettings(s: ListingSettings): ListingSettings {
  const errors = validateIntakePrices(s)
  if (errors.length > 0) {
    throw new AppError('VALIDATION', 'These listing settings are not valid.', { fields: errors })
  }
  return s
}

/**
 * The lander look of new names when the seller has saved none: spec §3's default colours and
 * every custom lander option on (the domains table's own defaults), decision 1010.
 */
export const DEFAULT_LANDER_APPEARANCE: LanderAppearance = {
  backgroundColorOption: DEFAULT_LISTING_SETTINGS.backgroundColorOption,
  backgroundColorCustom: DEFAULT_LISTING_SETTINGS.backgroundColorCustom,
  fontColorOption: DEFAULT_LISTING_SETTINGS.fontColorOption,
  showLanderBuyNowOption: true,
  showLanderLeaseToOwnOption: true,
  showLanderMakeOfferOption: true,
}

/** The look fields of a saved row (its options stored as text) or of the merged defaults. */
function landerLookOf(
  s: Omit<LanderAppearance, 'backgroundColorOption' | 'fontColorOption'> & {
    backgroundColorOption: string
    fontColorOption: string
  },
): LanderAppearance {
  return {
    backgroundColorOption: s.backgroundColorOption as LanderTheme,
    backgroundColorCustom: s.backgroundColorCustom,
    fontColorOption: s.fontColorOption as LanderColorMode,
    showLanderBuyNowOption: s.showLanderBuyNowOption,
    showLanderLeaseToOwnOption: s.showLanderLeaseToOwnOption,
    showLanderMakeOfferOption: s.showLanderMakeOfferOption,
  }
}

/** GET /api/v1/account/lander: the seller's default lander with its look (decision 1010). */
export async function getAccountLanderDefaults(db: Db, sellerId: string): Promise<AccountLander> {
  const row = await findAccountLander(db, sellerId)
  if (!row) return { ...DEFAULT_INTAKE_SETTINGS, ...DEFAULT_LANDER_APPEARANCE }
  return {
    ...withoutRefusedPrices({
      landerTemplate: row.landerTemplate,
      buynowPrice: row.buynowPriceMicros,
      floorPrice: row.floorPriceMicros,
      minbidPrice: row.minbidPriceMicros,
      leasingEnabled: row.leasingEnabled,
      maxLeasePeriod: row.maxLeasePeriod,
    }),
    ...landerLookOf(row),
  }
}

/** The lander look new names of this seller take (the ownership path applies it on proof). */
export async function getLanderAppearance(db: Db, sellerId: string): Promise<LanderAppearance> {
  return landerLookOf(await getAccountLanderDefaults(db, sellerId))
}

/** The listing settings new names take: the saved defaults without their look. */
export async function getAccountLander(db: Db, sellerId: string): Promise<ListingSettings> {
  const all = await getAccountLanderDefaults(db, sellerId)
  return {
    landerTemplate: all.landerTemplate,
    buynowPrice: all.buynowPrice,
    floorPrice: all.floorPrice,
    minbidPrice: all.minbidPrice,
    leasingEnabled: all.leasingEnabled,
    maxLeasePeriod: all.maxLeasePeriod,
  }
}

const changed = (saved: AccountLander, patch: AccountLanderPatch, field: keyof AccountLander) =>
  patch[field] !== undefined && patch[field] !== saved[field]

/**
 * What each §6 switch gates in the default lander (issue 19, decision 1328): its colours, and
 * offering leases (turning leasing on, or its period). Values sent back unchanged pass, and so
 * does turning leasing off (the no-buy-now switch does).
 */
const GATED_DEFAULTS: readonly {
  flag: FeatureFlag
  changes: (saved: AccountLander, patch: AccountLanderPatch) => boolean
}[] = [
  {
    flag: 'showDanCustomBgColor',
    changes: (saved, patch) =>
      changed(saved, patch, 'backgroundColorOption') ||
      changed(saved, patch, 'backgroundColorCustom') ||
      changed(saved, patch, 'fontColorOption'),
  },
  {
    flag: 'leaseToOwnSettings',
    changes: (saved, patch) =>
      (patch.leasingEnabled === true && !saved.leasingEnabled) ||
      changed(saved, patch, 'maxLeasePeriod'),
  },
]

async function assertSwitchesAllowChanges(
  db: Db,
  sellerId: string,
  saved: AccountLander,
  patch: AccountLanderPatch,
): Promise<void> {
  for (const gate of GATED_DEFAULTS) {
    if (gate.changes(saved, patch)) await requireFeature(db, sellerId, gate.flag)
  }
}

/** PATCH /api/v1/account/lander: merges the patch into the saved defaults and checks §5. */
export async function saveAccountLander(
  db: Db,
  sellerId: string,
  patch: AccountLanderPatch,
): Promise<AccountLander> {
  const saved = await getAccountLanderDefaults(db, sellerId)
  await assertSwitchesAllowChanges(db, sellerId, saved, patch)
  const next = { ...saved, ...patch }
  assertValidSettings(next)
  // A default longer than its price allows would be cut on every lander: say so (decision 1013).
  const period = next.leasingEnabled
    ? validateLeasePeriod(
        next.maxLeasePeriod,
        next.buynowPrice === null ? null : microsToUsd(next.buynowPrice),
      )
    : null
  if (period) {
    throw new AppError('VALIDATION', 'This lease period is too long for the price.', {
      fields: [period],
    })
  }
  const values = {
    landerTemplate: next.landerTemplate,
    buynowPriceMicros: next.buynowPrice,
    floorPriceMicros: next.floorPrice,
    minbidPriceMicros: next.minbidPrice,
    leasingEnabled: next.leasingEnabled,
    maxLeasePeriod: next.maxLeasePeriod,
    ...landerLookOf(next),
    updatedAt: new Date(),
  }
  await upsertAccountLander(db, sellerId, values)
  return next
}
