import type { LanderAction, LanderUnavailableReason } from '@namefolio/core/landers/lander.contract'
import { findLanderIssue, type LanderIssue } from '@namefolio/core/landers/lander-errors'
import { landerOfferModeFromFlags, type LanderOfferMode } from '@namefolio/core/landers/lander-mode'
import {
  allowsBackgroundColor,
  LANDER_TEMPLATES,
  type LanderTemplate,
} from '@namefolio/core/landers/lander-template'
import {
  LANDER_COLOR_MODES,
  LANDER_THEMES,
  resolveCustomColor,
  type LanderColorMode,
  type LanderTheme,
} from '@namefolio/core/landers/lander-theme'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { microsToUsd } from '@namefolio/core/money/money'
import { maxLeasePeriodFor } from '@namefolio/core/pricing/lease-period'
import { canEnableLease } from '@namefolio/core/pricing/lease-price'
import { quoteLease, type LeaseQuote } from '@namefolio/core/pricing/lease-quote'
import type { DomainRow } from '../../db/schema/domains.ts'

export type LanderDomain = Pick<
  DomainRow,
  | 'id'
  | 'sellerId'
  | 'name'
  | 'displayName'
  | 'tld'
  | 'status'
  | 'hidden'
  | 'landerTemplate'
  | 'showLanderBuyNowOption'
  | 'showLanderLeaseToOwnOption'
  | 'showLanderMakeOfferOption'
  | 'leasingEnabled'
  | 'maxLeasePeriod'
  | 'backgroundColorOption'
  | 'backgroundColorCustom'
  | 'fontColorOption'
  | 'customListStatus'
  | 'buynowPriceMicros'
  | 'minbidPriceMicros'
  | 'floorPriceMicros'
  | 'soldAt'
  | 'leasedAt'
  | 'updatedAt'
> & {
  sellerUsername: string
  sellerName: string
  sellerVisibility: string
  /** A buyer agreed a price and has until their payment deadline (decision 962). */
  isReserved?: boolean
}

export type LanderModel = {
  domain: LanderDomain
  template: LanderTemplate
  /** The custom lander's mode, or the mode the template implies. */
  mode: LanderOfferMode
  actions: ReadonlySet<LanderAction>
  issue: LanderIssue | null
  buyNowMicros: number | null
  /** Every term the buyer may choose (2..max), quoted by core's lease rules. */
  leaseQuotes: LeaseQuote[]
  theme: { option: LanderTheme; background: string; ink: string; gradient: boolean }
  scheme: LanderColorMode
  isParking: boolean
  isIndexable: boolean
}

export type LanderLookup =
  | { kind: 'available'; model: LanderModel }
  | { kind: 'unavailable'; reason: LanderUnavailableReason; domain: LanderDomain | null }

/** HTTP status of each honest page (spec §5): unknown and not listed 404, sold 410. */
export const UNAVAILABLE_STATUS: Record<LanderUnavailableReason, number> = {
  unknown: 404,
  notListed: 404,
  sold: 410,
}

const THEME_BACKGROUNDS: Record<Exclude<LanderTheme, 'CUSTOM'>, string> = {
  AUTO: 'linear-gradient(135deg,#0b2e7a 0%,#1747b5 55%,#3d6fe0 100%)',
  PRIMARY: '#1747b5',
  TEAL_GRADIENT: 'linear-gradient(135deg,#064e4b 0%,#0d8a83 60%,#22b5a6 100%)',
  PURPLE_GRADIENT: 'linear-gradient(135deg,#2e1065 0%,#5b21b6 55%,#8b5cf6 100%)',
  YELLOW_GRADIENT: 'linear-gradient(135deg,#78350f 0%,#b45309 50%,#f59e0b 100%)',
  CORAL_GRADIENT: 'linear-gradient(135deg,#7f1d1d 0%,#c2410c 55%,#fb7185 100%)',
}

/** Black or white text, whichever reads better on a hex colour (WCAG relative luminance). */
export function inkFor(hex: string): string {
  const full =
    hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(0, 7)
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.179 ? '#101828' : '#ffffff'
}

function asTemplate(value: string): LanderTemplate {
  return (LANDER_TEMPLATES as readonly string[]).includes(value)
    ? (value as LanderTemplate)
    : 'PRICE_FORM'
}

function themeOf(d: LanderDomain, template: LanderTemplate): LanderModel['theme'] {
  const option: LanderTheme =
    allowsBackgroundColor(template) &&
    (LANDER_THEMES as readonly string[]).includes(d.backgroundColorOption)
      ? (d.backgroundColorOption as LanderTheme)
      : 'AUTO'
  if (option === 'CUSTOM') {
    const background = resolveCustomColor(d.backgroundColorCustom)
    return { option, background, ink: inkFor(background), gradient: false }
  }
  return {
    option,
    background: THEME_BACKGROUNDS[option],
    ink: '#ffffff',
    gradient: option !== 'PRIMARY',
  }
}

/** The mode a template sells in; only the custom lander reads the three option flags. */
function modeOf(d: LanderDomain, template: LanderTemplate): LanderOfferMode {
  switch (template) {
    case 'BUY_NOW':
      return 'BIN'
    case 'LEASE_TO_OWN':
      return 'BIN+LTO'
    case 'CUSTOM_LANDER':
      return landerOfferModeFromFlags(d)
    case 'PRICE_FORM':
    case 'CASH_PARKING':
      return 'MO'
  }
}

/**
 * What a buyer sees for a domain (spec §3 templates, modes and themes; §5 lander errors).
 * A lander with a problem of §5 never shows an action it cannot honour: without a buy-now
 * price Buy Now and Lease give way to Make Offer; lease needs an LTO-eligible price and the
 * seller's leasing switch (decision 501).
 */
export function buildLanderModel(d: LanderDomain): LanderLookup {
  if (d.soldAt || d.leasedAt) return { kind: 'unavailable', reason: 'sold', domain: d }
  if (d.status !== 'ACTIVE') return { kind: 'unavailable', reason: 'notListed', domain: d }
  const template = asTemplate(d.landerTemplate)
  const mode = modeOf(d, template)
  const buyNowMicros = d.buynowPriceMicros && d.buynowPriceMicros > 0 ? d.buynowPriceMicros : null
  const buyNowUsd = buyNowMicros === null ? null : microsToUsd(buyNowMicros)
  const issue = findLanderIssue({
    template,
    offerMode: mode,
    buyNowUsd,
    parkingSetupNeeded: false,
    customListStatus: d.customListStatus,
  })
  const wanted = new Set(mode.split('+'))
  const actions = new Set<LanderAction>()
  const leaseAllowed =
    buyNowUsd !== null &&
    canEnableLease(buyNowUsd) &&
    (d.leasingEnabled || template === 'LEASE_TO_OWN') &&
    issue !== 'customListSyncError'
  // While an agreed price waits for its buyer's payment, only offers stay open (decision 962).
  if (wanted.has('BIN') && buyNowMicros !== null && !d.isReserved) actions.add('buyNow')
  if (wanted.has('LTO') && leaseAllowed && !d.isReserved) actions.add('lease')
  if (wanted.has('MO') || actions.size === 0) actions.add('offer')
  const maxMonths = leaseAllowed
    ? Math.max(LEASE_MIN_MONTHS, Math.min(d.maxLeasePeriod, maxLeasePeriodFor(buyNowUsd)))
    : 0
  const leaseQuotes: LeaseQuote[] = []
  if (actions.has('lease') && buyNowMicros !== null) {
    for (let months = LEASE_MIN_MONTHS; months <= maxMonths; months++) {
      leaseQuotes.push(quoteLease(buyNowMicros, months))
    }
  }
  const scheme: LanderColorMode = (LANDER_COLOR_MODES as readonly string[]).includes(
    d.fontColorOption,
  )
    ? (d.fontColorOption as LanderColorMode)
    : 'AUTO'
  return {
    kind: 'available',
    model: {
      domain: d,
      template,
      mode,
      actions,
      issue,
      buyNowMicros,
      leaseQuotes,
      theme: themeOf(d, template),
      scheme,
      isParking: template === 'CASH_PARKING',
      isIndexable: !d.hidden,
    },
  }
}
