import { usdToMicros } from '@namefolio/core/money/money'
import { sldLength } from '@namefolio/core/domains/domain-name'
import type { DomainListingStatus } from '@namefolio/core/domains/domain-status'
import type { NewDomainRow } from '../schema/domains.ts'
import { DEMO_REGISTRARS, DEMO_SUFFIXES, DEMO_TLDS, DEMO_WORDS } from './demo-words.ts'

/** A small seeded generator, so every fresh demo database holds the same portfolio. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

/** Status mix of a real portfolio: mostly listed, some pending, a few in review or on hold. */
const STATUS_WEIGHTS: readonly [DomainListingStatus, number][] = [
  ['ACTIVE', 62],
  ['PENDING_SYNC', 10],
  ['INACTIVE', 13],
  ['COMPLIANCE_REVIEW', 7],
  ['ON_HOLD', 5],
  ['UNDEFINED', 3],
]

function pickStatus(random: () => number): DomainListingStatus {
  let roll = random() * 100
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight
    if (roll < 0) return status
  }
  return 'ACTIVE'
}

const BUY_NOW_USD = [
  495, 899, 1200, 1888, 2500, 3500, 4999, 7500, 8800, 12000, 15000, 25000, 49000, 75000,
]
const REVIEW_REASONS = ['TRADEMARK', 'REVIEW', 'WHOIS_NOT_FOUND', 'OWNERSHIP_REVIEW'] as const
const FAST_TRANSFER = [
  'ACTIVE',
  'AWAITING_OPT_IN',
  'PENDING_REVIEW',
  'INELIGIBLE_REGISTRAR',
  'INACTIVE',
] as const

function demoNames(random: () => number, count: number): string[] {
  const names = new Set<string>()
  while (names.size < count) {
    const word = pick(random, DEMO_WORDS)
    const roll = random()
    const sld =
      roll < 0.3
        ? word
        : roll < 0.75
          ? `${word}${pick(random, DEMO_SUFFIXES)}`
          : `${word}${pick(random, DEMO_WORDS)}`
    names.add(`${sld}.${pick(random, DEMO_TLDS)}`)
  }
  return [...names]
}

/** A realistic demo portfolio of `count` domains for one seller, across the statuses of spec §4. */
export function buildDemoPortfolio(
  sellerId: string,
  count: number,
  now: Date,
  seed = 20261122,
): NewDomainRow[] {
  const random = mulberry32(seed)
  const dayMs = 24 * 60 * 60 * 1000
  return demoNames(random, count).map((name) => {
    const status = pickStatus(random)
    const parked = random() < 0.15
    const hasBuyNow = random() > 0.08
    const buyNowUsd = pick(random, BUY_NOW_USD)
    const leasing = hasBuyNow && buyNowUsd <= 100_000 && random() < 0.35
    const template = parked
      ? 'CASH_PARKING'
      : pick(random, ['PRICE_FORM', 'BUY_NOW', 'LEASE_TO_OWN', 'CUSTOM_LANDER'] as const)
    const views = Math.floor(random() * random() * 4000)
    const tld = name.slice(name.indexOf('.') + 1)
    return {
      sellerId,
      name,
      displayName: name,
      tld,
      sldLength: sldLength(name),
      status,
      hidden: random() < 0.04,
      featured: random() < 0.06,
      registrar: pick(random, DEMO_REGISTRARS),
      fastTransferStatus: pick(random, FAST_TRANSFER),
      uniqueOffersCount: Math.floor(random() * random() * 12),
      statsViewsCount: views,
      statsLeadsCount: Math.floor(views * random() * 0.02),
      landerTemplate: template,
      landingPage: parked ? 'PARKING' : 'SALES',
      intakeStyle: parked ? 'PRICE_FORM' : template,
      leasingEnabled: leasing,
      maxLeasePeriod: leasing ? pick(random, [12, 24, 36, 60]) : 2,
      reviewReasons: status === 'COMPLIANCE_REVIEW' ? [pick(random, REVIEW_REASONS)] : [],
      marketplaceNameserver: random() < 0.55,
      buynowPriceMicros: hasBuyNow ? usdToMicros(buyNowUsd) : null,
      floorPriceMicros:
        hasBuyNow && random() < 0.6 ? usdToMicros(Math.round(buyNowUsd * 0.7)) : null,
      minbidPriceMicros:
        hasBuyNow && random() < 0.5 ? usdToMicros(Math.max(20, Math.round(buyNowUsd * 0.5))) : null,
      totalSearch30Cnt: Math.floor(views * 0.1),
      totalSearch90Cnt: Math.floor(views * 0.3),
      totalSearch365Cnt: views,
      visitor30Cnt: Math.floor(views * 0.06),
      visitor90Cnt: Math.floor(views * 0.2),
      visitor365Cnt: Math.floor(views * 0.7),
      createdAt: new Date(
        now.getTime() - Math.floor(random() * 730) * dayMs - Math.floor(random() * dayMs),
      ),
    }
  })
}
