import { and, eq, inArray } from 'drizzle-orm'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { isTopTierMember } from '@namefolio/core/account/membership'
import type { DomainListingStatus, ReviewReason } from '@namefolio/core/domains/domain-status'
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
  DeleteDomainsResult,
  DomainHistoryChange,
  DomainHistorySource,
  DomainsByNamesResult,
  EditDomainInput,
  ListDomainsQuery,
  PortfolioDomain,
  RelistResult,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import type { ListingChanges } from '../../db/listing-changes.ts'
import { domains, type DomainRow } from '../../db/schema/domains.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import {
  findDomainForSeller,
  insertHistory,
  listDomainHistory,
  listDomainsByNames,
  listDomainsForSeller,
  readPortfolioSwitches,
  toPortfolioDomains,
  type CheckoutLinkUrl,
  type RowExtras,
} from './portfolio.repository.ts'

/** Message key when the buy-now template is chosen without a buy-now price (spec §4, §8). */
export const LANDER_BUY_NOW_ERROR = 'portfolio.growl.lander.error.buyNow'
/** Message key of a custom colour that is not hex (spec §5; decision 204). */
export const COLOR_HEX_ERROR = 'editDomain.lander.backgroundColorCustom.hex'
/** Statuses a resubmit (relist) applies to (spec §4 "Resubmit listing"; decision 201). */
export const RELISTABLE_STATUSES: readonly DomainListingStatus[] = ['COMPLIANCE_REVIEW', 'INACTIVE']

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

export type PortfolioServiceDeps = {
  db: Db
  checkoutLinkUrl: CheckoutLinkUrl
  /** Told after an edit commits, so the landers show it at once (decision 850). */
  listingChanges?: ListingChanges | undefined
  /**
   * The compliance screening of intake (issue 5), for domains listed again (decision 201).
   * Without it (tests of other rules) every relisted domain waits in PENDING_SYNC.
   */
  screenName?: ((asciiName: string) => ReviewReason[]) | undefined
  /** Queues the registration check of intake again for domains a relist made ACTIVE. */
  recheckRegistration?: ((domainIds: string[]) => Promise<void>) | undefined
}

type RelistOutcome = { status: DomainListingStatus; reviewReasons: ReviewReason[] }

/**
 * Where a relisted domain goes (decision 201). Both kinds pass the intake's name screening
 * again. A domain that was not listed is then listed, or goes to review with what was found.
 * A domain resubmitted from review is listed when the screening finds nothing now (a
 * registration-data flag, checked again after); when it still finds a term, it waits for a
 * person's review in PENDING_SYNC.
 */
function relistOutcome(
  row: DomainRow,
  screenName: PortfolioServiceDeps['screenName'],
): RelistOutcome {
  if (!screenName) return { status: 'PENDING_SYNC', reviewReasons: [] }
  const reasons = screenName(row.name)
  if (reasons.length === 0) return { status: 'ACTIVE', reviewReasons: [] }
  return row.status === 'INACTIVE'
    ? { status: 'COMPLIANCE_REVIEW', reviewReasons: reasons }
    : { status: 'PENDING_SYNC', reviewReasons: [] }
}

export function createPortfolioService(deps: PortfolioServiceDeps) {
  const { db, checkoutLinkUrl } = deps

  /** Search stats only for top-tier members who asked; nameserver data only when on (§6). */
  async function extrasFor(
    user: UserRow,
    asked: {
      includeSearchStats?: boolean | undefined
      includeNameserverData?: boolean | undefined
    },
  ): Promise<RowExtras> {
    if (!asked.includeSearchStats && !asked.includeNameserverData) {
      return { searchStats: false, nameserverData: false }
    }
    const switches = await readPortfolioSwitches(db, user.cohortId)
    const membership = {
      plan: user.membershipPlan,
      expiresAt: user.membershipExpiresAt?.toISOString() ?? null,
    }
    return {
      searchStats:
        asked.includeSearchStats === true &&
        isTopTierMember(membership, switches.searchStats, new Date()),
      nameserverData: asked.includeNameserverData === true && switches.nameserverData,
    }
  }

  async function getOwnDomain(user: UserRow, name: string): Promise<DomainRow> {
    const row = await findDomainForSeller(db, user.id, name)
    if (!row) throw new AppError('NOT_FOUND', `No domain ${name} in your portfolio.`)
    return row
  }

  async function present(row: DomainRow, extras: RowExtras): Promise<PortfolioDomain> {
    const [domain] = await toPortfolioDomains(db, [row], extras, checkoutLinkUrl)
    return domain!
  }

  return {
    async listDomains(user: UserRow, query: ListDomainsQuery) {
      return listDomainsForSeller(db, user.id, query, await extrasFor(user, query), checkoutLinkUrl)
    },

    async getDomain(
      user: UserRow,
      name: string,
      asked: { includeSearchStats?: boolean; includeNameserverData?: boolean },
    ): Promise<PortfolioDomain> {
      return present(await getOwnDomain(user, name), await extrasFor(user, asked))
    },

    async editDomain(
      user: UserRow,
      name: string,
      input: EditDomainInput,
    ): Promise<{ updatedDomain: PortfolioDomain }> {
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(domains)
          .where(and(eq(domains.sellerId, user.id), eq(domains.name, name.toLowerCase())))
          .for('update')
        if (!row) throw new AppError('NOT_FOUND', `No domain ${name} in your portfolio.`)
        const next = applyDomainEdit(row, input)
        const changes = diffTracked(row, next)
        if (changes.length === 0) return row
        const [saved] = await tx
          .update(domains)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(domains.id, row.id))
          .returning()
        await insertHistory(tx as unknown as Db, [
          { domainId: row.id, sellerId: user.id, actorId: user.id, source: 'edit', changes },
        ])
        return saved!
      })
      deps.listingChanges?.changed([updated.name])
      return {
        updatedDomain: await present(updated, { searchStats: false, nameserverData: false }),
      }
    },

    async domainsByNames(user: UserRow, names: string[]): Promise<DomainsByNamesResult> {
      const rows = await listDomainsByNames(db, user.id, names)
      const found = new Set(rows.map((r) => r.name))
      return {
        items: await toPortfolioDomains(
          db,
          rows,
          { searchStats: false, nameserverData: false },
          checkoutLinkUrl,
        ),
        missing: names.filter((n) => !found.has(n.toLowerCase())),
      }
    },

    async deleteDomains(user: UserRow, names: string[]): Promise<DeleteDomainsResult> {
      const lower = names.map((n) => n.toLowerCase())
      const deleted = await db
        .delete(domains)
        .where(and(eq(domains.sellerId, user.id), inArray(domains.name, lower)))
        .returning({ name: domains.name })
      const gone = new Set(deleted.map((d) => d.name))
      return {
        deleted: deleted.map((d) => d.name).sort(),
        missing: names.filter((n) => !gone.has(n.toLowerCase())),
      }
    },

    async relistDomains(user: UserRow, names: string[]): Promise<RelistResult> {
      const result = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(domains)
          .where(
            and(
              eq(domains.sellerId, user.id),
              inArray(
                domains.name,
                names.map((n) => n.toLowerCase()),
              ),
            ),
          )
          .for('update')
        const found = new Set(rows.map((r) => r.name))
        const relistable = rows.filter((r) => RELISTABLE_STATUSES.includes(r.status))
        const outcomes = relistable.map((r) => ({ row: r, ...relistOutcome(r, deps.screenName) }))
        // One statement per distinct outcome: a request names a handful of domains.
        const byOutcome = Map.groupBy(outcomes, (o) => `${o.status}:${o.reviewReasons.join(',')}`)
        for (const group of byOutcome.values()) {
          const { status, reviewReasons } = group[0]!
          await tx
            .update(domains)
            .set({ status, reviewReasons, updatedAt: new Date() })
            .where(
              inArray(
                domains.id,
                group.map((o) => o.row.id),
              ),
            )
        }
        if (outcomes.length > 0) {
          await insertHistory(
            tx as unknown as Db,
            outcomes.map((o) => ({
              domainId: o.row.id,
              sellerId: user.id,
              actorId: user.id,
              source: 'relist' as DomainHistorySource,
              changes: [{ field: 'status', from: o.row.status, to: o.status }],
            })),
          )
        }
        return {
          listedIds: outcomes.filter((o) => o.status === 'ACTIVE').map((o) => o.row.id),
          answer: {
            relisted: relistable.map((r) => r.name).sort(),
            refused: rows
              .filter((r) => !RELISTABLE_STATUSES.includes(r.status))
              .map((r) => ({ domainName: r.name, status: r.status })),
            missing: names.filter((n) => !found.has(n.toLowerCase())),
          },
        }
      })
      deps.listingChanges?.changed(result.answer.relisted)
      await deps.recheckRegistration?.(result.listedIds)
      return result.answer
    },

    async domainHistory(user: UserRow, name: string, page: { offset: number; limit: number }) {
      const row = await getOwnDomain(user, name)
      return listDomainHistory(db, row.id, page)
    },

    async listedDomains(user: UserRow, names: string[]) {
      const rows = await listDomainsByNames(db, user.id, names)
      return {
        items: rows.map((r) => ({
          domainName: r.name,
          status: r.status,
          listed: r.status === 'ACTIVE' && r.landingPage === 'SALES' && r.soldAt === null,
        })),
      }
    },
  }
}

export type PortfolioService = ReturnType<typeof createPortfolioService>
