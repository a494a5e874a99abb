import type { FieldError } from '@namefolio/core/http/error.contract'
import { DEFAULT_LANDER_COLORS, isHexColor } from '@namefolio/core/landers/lander-theme'
import {
  allowsBackgroundColor,
  canApplyTemplate,
  landingForTemplate,
  templateForLanding,
  type IntakeStyle,
  type LandingPageType,
} from '@namefolio/core/landers/lander-template'
import { microsToUsd } from '@namefolio/core/money/money'
import { validateLeasePeriod } from '@namefolio/core/pricing/lease-period'
import { validateListingPrices } from '@namefolio/core/pricing/listing-prices'
import type {
  DomainHistoryChange,
  EditDomainInput,
  PortfolioDomain,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import type { DomainRow } from '../../db/schema/domains.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { insertHistory } from './domain-history.repository.ts'
import { lockSellerDomains, saveDomainColumns } from './domain-edits.repository.ts'

/** Message key when the buy-now template is chosen without a buy-now price (spec §4, §8). */
export const LANDER_BUY_NOW_ERROR = 'portfolio.growl.lander.error.buyNow'
/** Message key of a custom colour that is not hex (spec §5; decision 204). */
export const COLOR_HEX_ERROR = 'editDomain.lander.backgroundColorCustom.hex'
/** Columns whose changes are recorded in the domain's history, by their §3 flat names. */
const HISTORY_FIELDS = {
  buynowPrice: 'buynowPriceMicros',
  floorPrice: 'floorPriceMicros',
  minbidPrice: 'minbidPriceMicros',
  leasingEnabled: 'leasingEnabled',
  maxLeasePeriod: 'maxLeasePeriod',
  landingPage: 'landingPage',
  intakeStyle: 'intakeStyle',
  landerTemplate: 'landerTemplate',
  backgroundColorOption: 'backgroundColorOption',
  backgroundColorCustom: 'backgroundColorCustom',
  fontColorOption: 'fontColorOption',
  showLanderBuyNowOption: 'showLanderBuyNowOption',
  showLanderLeaseToOwnOption: 'showLanderLeaseToOwnOption',
  showLanderMakeOfferOption: 'showLanderMakeOfferOption',
  hidden: 'hidden',
  featured: 'featured',
  canFastTransfer: 'canFastTransfer',
  status: 'status',
} as const satisfies Record<string, keyof DomainRow>

type Tracked = { [K in (typeof HISTORY_FIELDS)[keyof typeof HISTORY_FIELDS]]: DomainRow[K] }

export function diffTracked(before: DomainRow, after: Tracked): DomainHistoryChange[] {
  const changes: DomainHistoryChange[] = []
  for (const [field, column] of Object.entries(HISTORY_FIELDS)) {
    const from = before[column] as DomainHistoryChange['from']
    const to = after[column] as DomainHistoryChange['to']
    if (from !== to) changes.push({ field, from, to })
  }
  return changes
}

const usdOrNull = (micros: number | null) => (micros === null ? null : microsToUsd(micros))
const priceOrNull = (micros: number | null | undefined, current: number | null) =>
  micros === undefined ? current : micros === 0 ? null : micros

/**
 * Applies a domain edit to a row by the rules of core: prices (§5), lease period (§5),
 * lander template mapping and colour reset (§3, §4), hex colour (§5). Throws VALIDATION with
 * every failing field's message key; returns the columns to write.
 */
export function applyDomainEdit(row: DomainRow, input: EditDomainInput): Tracked {
  const errors: FieldError[] = []
  const next: Tracked = {
    buynowPriceMicros: priceOrNull(input.buynowPrice, row.buynowPriceMicros),
    floorPriceMicros: priceOrNull(input.floorPrice, row.floorPriceMicros),
    minbidPriceMicros: priceOrNull(input.minbidPrice, row.minbidPriceMicros),
    leasingEnabled: input.leasingEnabled ?? row.leasingEnabled,
    maxLeasePeriod: input.maxLeasePeriod ?? row.maxLeasePeriod,
    landingPage: input.landingPage ?? row.landingPage,
    intakeStyle: input.intakeStyle ?? row.intakeStyle,
    landerTemplate: row.landerTemplate,
    backgroundColorOption: input.backgroundColorOption ?? row.backgroundColorOption,
    backgroundColorCustom: input.backgroundColorCustom ?? row.backgroundColorCustom,
    fontColorOption: input.fontColorOption ?? row.fontColorOption,
    showLanderBuyNowOption: input.showLanderBuyNowOption ?? row.showLanderBuyNowOption,
    showLanderLeaseToOwnOption: input.showLanderLeaseToOwnOption ?? row.showLanderLeaseToOwnOption,
    showLanderMakeOfferOption: input.showLanderMakeOfferOption ?? row.showLanderMakeOfferOption,
    hidden: input.hidden ?? row.hidden,
    featured: input.featured ?? row.featured,
    canFastTransfer: input.canFastTransfer ?? row.canFastTransfer,
    status: row.status,
  }
  const buyNowUsd = usdOrNull(next.buynowPriceMicros)

  const touchesPrices =
    input.buynowPrice !== undefined ||
    input.floorPrice !== undefined ||
    input.minbidPrice !== undefined ||
    input.leasingEnabled === true ||
    input.buyNowRequired === true
  if (touchesPrices) {
    errors.push(
      ...validateListingPrices({
        buyNowMicros: next.buynowPriceMicros,
        floorMicros: next.floorPriceMicros,
        minBidMicros: next.minbidPriceMicros,
        leasingEnabled: next.leasingEnabled,
        buyNowRequired: input.buyNowRequired === true,
      }),
    )
  }
  if (input.maxLeasePeriod !== undefined) {
    const leaseError = validateLeasePeriod(input.maxLeasePeriod, buyNowUsd)
    if (leaseError) errors.push(leaseError)
  }

  if (input.landerTemplate !== undefined) {
    if (!canApplyTemplate(input.landerTemplate, buyNowUsd)) {
      errors.push({ field: 'landerTemplate', code: LANDER_BUY_NOW_ERROR })
    }
    const landing = landingForTemplate(input.landerTemplate)
    next.landingPage = landing.landingPage
    next.intakeStyle = landing.intakeStyle
  }
  const template = templateForLanding({
    landingPage: next.landingPage as LandingPageType,
    intakeStyle: next.intakeStyle as IntakeStyle,
  })
  next.landerTemplate = template
  if (input.landerTemplate !== undefined && !allowsBackgroundColor(template)) {
    Object.assign(next, DEFAULT_LANDER_COLORS)
  }
  if (input.backgroundColorCustom !== undefined && !isHexColor(input.backgroundColorCustom)) {
    errors.push({ field: 'backgroundColorCustom', code: COLOR_HEX_ERROR })
  }

  if (errors.length > 0) {
    throw new AppError('VALIDATION', 'The listing was not saved.', { fields: errors })
  }
  return next
}

/**
 * Saves listing fields of one domain (spec §4 "Domain edit"): the row is locked, the edit
 * applied by core's rules, and every tracked change written to the domain's history.
 */
export async function editDomain(
  deps: {
    db: Db
    listingChanges?: ListingChanges | undefined
    present: (row: DomainRow) => Promise<PortfolioDomain>
  },
  user: UserRow,
  name: string,
  input: EditDomainInput,
): Promise<{ updatedDomain: PortfolioDomain }> {
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await lockSellerDomains(tx, user.id, [name])
    if (!row) throw new AppError('NOT_FOUND', `No domain ${name} in your portfolio.`)
    const next = applyDomainEdit(row, input)
    const changes = diffTracked(row, next)
    if (changes.length === 0) return row
    const saved = await saveDomainColumns(tx, row.id, next)
    await insertHistory(tx, [
      { domainId: row.id, sellerId: user.id, actorId: user.id, source: 'edit', changes },
    ])
    return saved
  })
  deps.listingChanges?.changed([updated.name])
  return { updatedDomain: await deps.present(updated) }
}
