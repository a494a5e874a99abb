import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { LeadFolder } from '@namefolio/core/negotiations/negotiation-status'
import type { LeadView, ListLeadsQuery } from '@namefolio/core/negotiations/leads.contract'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import { leadAgreedPrices, leads, type LeadRow, type NewLeadRow } from '../../db/schema/leads.ts'
import { users } from '../../db/schema/users.ts'
import type { LeadRecord } from './lead-view.ts'

const buyerUser = alias(users, 'buyer_user')
const sellerUser = alias(users, 'seller_user')
const brokerUser = alias(users, 'broker_user')

const recordColumns = {
  lead: leads,
  listingStatus: domains.status,
  soldAt: domains.soldAt,
  buyNowPriceMicros: domains.buynowPriceMicros,
  minBidPriceMicros: domains.minbidPriceMicros,
  floorPriceMicros: domains.floorPriceMicros,
  buyerName: buyerUser.name,
  sellerName: sellerUser.name,
  brokerName: brokerUser.name,
  openAgreement: {
    id: leadAgreedPrices.id,
    priceMicros: leadAgreedPrices.priceMicros,
    deadlineAt: leadAgreedPrices.deadlineAt,
    checkoutOpenedAt: leadAgreedPrices.checkoutOpenedAt,
    paymentStartedAt: leadAgreedPrices.paymentStartedAt,
  },
}

/** A selected row: the lead, its listing and names as LeadRecord has them, and the raw joins. */
type RecordRow = Omit<LeadRecord, keyof LeadRow | 'listingSold'> & {
  lead: LeadRow
  soldAt: Date | null
}

function toRecord(row: RecordRow): LeadRecord {
  const { lead, soldAt, openAgreement, ...listingAndNames } = row
  return {
    ...lead,
    ...listingAndNames,
    listingSold: soldAt !== null,
    openAgreement: openAgreement?.id ? openAgreement : null,
  }
}

function selectRecords(db: Db) {
  return (
    db
      .select(recordColumns)
      .from(leads)
      .innerJoin(domains, eq(domains.id, leads.domainId))
      .innerJoin(buyerUser, eq(buyerUser.id, leads.buyerId))
      .innerJoin(sellerUser, eq(sellerUser.id, leads.sellerId))
      .leftJoin(brokerUser, eq(brokerUser.id, leads.brokerId))
      // At most one open agreement per lead (lead_agreed_prices_open_lead_key).
      .leftJoin(
        leadAgreedPrices,
        and(eq(leadAgreedPrices.leadId, leads.id), eq(leadAgreedPrices.status, 'OPEN')),
      )
  )
}

/** One lead with its listing and names; `forUpdate` locks the lead row for the transaction. */
export async function findLeadRecord(
  db: Db,
  leadId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LeadRecord | null> {
  const query = selectRecords(db).where(eq(leads.id, leadId))
  const rows = options.forUpdate ? await query.for('update', { of: leads }) : await query
  return rows[0] ? toRecord(rows[0]) : null
}

/** Whose leads a list covers. */
export function scopeCondition(view: LeadView, userId: string): SQL | undefined {
  switch (view) {
    case 'seller':
      return eq(leads.sellerId, userId)
    case 'buyer':
      return eq(leads.buyerId, userId)
    case 'broker':
      return eq(leads.brokerId, userId)
    case 'admin':
      return undefined
  }
}

const OPEN = inArray(leads.status, ['NEW', 'NEGOTIATING'])

/** The folders of spec §4, as conditions for one view (decision 401). */
export function folderCondition(folder: LeadFolder, view: LeadView): SQL | undefined {
  const isBuyer = view === 'buyer'
  switch (folder) {
    case 'all':
      return undefined
    case 'NEEDS_ATTENTION': {
      if (isBuyer) {
        return and(
          OPEN,
          or(eq(leads.buyerRead, false), inArray(leads.lastEventParty, ['seller', 'broker'])),
        )
      }
      const unread = view === 'broker' ? eq(leads.brokerRead, false) : eq(leads.sellerRead, false)
      const waiting = or(unread, eq(leads.lastEventParty, 'buyer'))
      // While a broker negotiates, the lead needs the broker's attention, not the seller's.
      return view === 'seller' ? and(OPEN, isNull(leads.brokerId), waiting) : and(OPEN, waiting)
    }
    case 'FAVORITES':
      return isBuyer
        ? or(eq(leads.buyerStarred, true), eq(leads.buyerLikeStatus, 'LIKED'))
        : or(eq(leads.sellerStarred, true), eq(leads.sellerLikeStatus, 'LIKED'))
    case 'IN_PROGRESS':
      return OPEN
    case 'SALE_PENDING':
      return eq(leads.status, 'PRICE_AGREED')
    case 'CLOSED':
      return and(like(leads.status, 'CLOSED\\_%'), sql`${leads.status} <> 'CLOSED_BROKERED'`)
  }
}

const SORT_COLUMNS = {
  domain: leads.domainName,
  lastOffer: leads.lastOfferMicros,
  assignee: brokerUser.name,
  status: leads.status,
  updated: leads.updatedAt,
  created: leads.createdAt,
  lastEvent: leads.lastEventAt,
} as const

/**
 * The narrower lists of spec §7: the seller's leads no broker negotiates, and the buyer's
 * negotiations with an offer made or received.
 */
export type LeadListFilter = 'selfBrokered' | 'offersMade' | 'offersReceived'

const FILTER_CONDITIONS: Record<LeadListFilter, SQL> = {
  selfBrokered: isNull(leads.brokerId),
  offersMade: isNotNull(leads.buyerOfferMicros),
  offersReceived: isNotNull(leads.sellerOfferMicros),
}

/** One page of leads, filtered, sorted and paged in the database (spec §3, §4, §9). */
export async function listLeadRecords(
  db: Db,
  scope: { view: LeadView; userId: string; filter?: LeadListFilter | undefined },
  query: ListLeadsQuery,
): Promise<{ rows: LeadRecord[]; total: number }> {
  const where = and(
    scopeCondition(scope.view, scope.userId),
    folderCondition(query.folder, scope.view),
    query.q ? ilike(leads.domainName, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    scope.filter === undefined ? undefined : FILTER_CONDITIONS[scope.filter],
  )
  const direction = query.order === 'asc' ? asc : desc
  const [rows, totals] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(leads.id))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ total: count() })
      .from(leads)
      .leftJoin(brokerUser, eq(brokerUser.id, leads.brokerId))
      .where(where),
  ])
  return { rows: rows.map(toRecord), total: totals[0]?.total ?? 0 }
}

/** How many leads each folder holds for one view. */
export async function countLeadFolders(
  db: Db,
  view: LeadView,
  userId: string,
  folders: readonly LeadFolder[],
): Promise<Record<LeadFolder, number>> {
  const columns = Object.fromEntries(
    folders.map((folder) => {
      const condition = folderCondition(folder, view)
      return [
        folder,
        condition
          ? sql<number>`count(*) filter (where ${condition})`.mapWith(Number)
          : sql<number>`count(*)`.mapWith(Number),
      ]
    }),
  )
  const [row] = await db.select(columns).from(leads).where(scopeCondition(view, userId))
  return row as Record<LeadFolder, number>
}

export async function updateLead(
  db: Db,
  leadId: string,
  patch: Partial<NewLeadRow>,
): Promise<void> {
  await db.update(leads).set(patch).where(eq(leads.id, leadId))
}

export async function insertLead(db: Db, lead: NewLeadRow): Promise<string> {
  const [row] = await db.insert(leads).values(lead).returning({ id: leads.id })
  return row!.id
}

/** The buyer's lead on a domain that is still being negotiated or agreed, if any. */
export async function findLiveLead(
  db: Db,
  domainId: string,
  buyerId: string,
): Promise<LeadRow | null> {
  const [row] = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.domainId, domainId),
        eq(leads.buyerId, buyerId),
        inArray(leads.status, ['NEW', 'NEGOTIATING', 'PRICE_AGREED', 'CLOSED_BROKERED']),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1)
  return row ?? null
}

export async function findDomainByName(db: Db, name: string) {
  const [row] = await db.select().from(domains).where(eq(domains.name, name)).limit(1)
  return row ?? null
}

/** offerCount of the portfolio (spec §3 uniqueOffersCount): distinct buyers with a lead. */
export async function refreshUniqueOffersCount(db: Db, domainId: string): Promise<void> {
  await db
    .update(domains)
    .set({
      uniqueOffersCount: sql`(select count(distinct ${leads.buyerId}) from ${leads} where ${leads.domainId} = ${domainId})`,
    })
    .where(eq(domains.id, domainId))
}

/** Leads whose standing offer ran out at `now`, locked so that no other worker takes them. */
export async function lockExpiredOffers(db: Db, now: Date, limit: number): Promise<LeadRow[]> {
  return db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.hasActiveOffer, true),
        or(
          and(eq(leads.lastOfferBy, 'buyer'), lte(leads.buyerOfferExpiry, now)),
          and(inArray(leads.lastOfferBy, ['seller', 'broker']), lte(leads.sellerOfferExpiry, now)),
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true })
}
