import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { LeadFolder } from '@namefolio/core/negotiations/negotiation-status'
import type {
  LeadActivity,
  LeadView,
  ListLeadsQuery,
} from '@namefolio/core/negotiations/leads.contract'
import type { Activity } from '@namefolio/core/negotiations/negotiation-status'
import type { Db } from '../../db/client.ts'
import { domains } from '../../db/schema/domains.ts'
import {
  leadActivities,
  leadAgreedPrices,
  leadNotifications,
  leads,
  type LeadRow,
  type NewLeadRow,
} from '../../db/schema/leads.ts'
import { users } from '../../db/schema/users.ts'
import { type LeadRecord, toActivityInput } from './lead-view.ts'

const DAY_MS = 86_400_000
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

type RecordRow = {
  lead: LeadRow
  listingStatus: LeadRecord['listingStatus']
  soldAt: Date | null
  buyNowPriceMicros: number | null
  minBidPriceMicros: number | null
  floorPriceMicros: number | null
  buyerName: string
  sellerName: string
  brokerName: string | null
  openAgreement: LeadRecord['openAgreement'] | null
}

function toRecord(row: RecordRow): LeadRecord {
  return {
    ...row.lead,
    listingStatus: row.listingStatus,
    listingSold: row.soldAt !== null,
    buyNowPriceMicros: row.buyNowPriceMicros,
    minBidPriceMicros: row.minBidPriceMicros,
    floorPriceMicros: row.floorPriceMicros,
    buyerName: row.buyerName,
    sellerName: row.sellerName,
    brokerName: row.brokerName,
    openAgreement: row.openAgreement?.id ? row.openAgreement : null,
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

/** One page of leads, filtered, sorted and paged in the database (spec §3, §4, §9). */
export async function listLeadRecords(
  db: Db,
  scope: { view: LeadView; userId: string; extra?: SQL | undefined },
  query: ListLeadsQuery,
): Promise<{ rows: LeadRecord[]; total: number }> {
  const where = and(
    scopeCondition(scope.view, scope.userId),
    folderCondition(query.folder, scope.view),
    query.q ? ilike(leads.domainName, `%${query.q.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    scope.extra,
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

/** The activities of a page of leads, oldest first, as core's rule functions read them. */
export async function listActivityInputs(
  db: Db,
  leadIds: readonly string[],
): Promise<Map<string, Activity[]>> {
  const byLead = new Map<string, Activity[]>(leadIds.map((id) => [id, []]))
  if (leadIds.length === 0) return byLead
  const rows = await db
    .select({
      leadId: leadActivities.leadId,
      type: leadActivities.type,
      createdAt: leadActivities.createdAt,
      offerMicros: leadActivities.offerMicros,
    })
    .from(leadActivities)
    .where(inArray(leadActivities.leadId, [...leadIds]))
    .orderBy(asc(leadActivities.leadId), asc(leadActivities.seq))
  for (const row of rows) byLead.get(row.leadId)?.push(toActivityInput(row))
  return byLead
}

/** The whole timeline of one lead, oldest first; `onlyMessages` keeps messages alone. */
export async function listLeadActivities(
  db: Db,
  leadId: string,
  options: { onlyMessages?: boolean } = {},
): Promise<LeadActivity[]> {
  const rows = await db
    .select({
      activity: leadActivities,
      actorName: users.name,
    })
    .from(leadActivities)
    .leftJoin(users, eq(users.id, leadActivities.actorUserId))
    .where(
      and(
        eq(leadActivities.leadId, leadId),
        options.onlyMessages ? isNotNull(leadActivities.message) : undefined,
      ),
    )
    .orderBy(asc(leadActivities.seq))
  return rows.map(({ activity, actorName }) => ({
    id: activity.id,
    type: activity.type,
    actor: activity.actor,
    actorName: actorName ?? null,
    offerMicros: activity.offerMicros,
    message: activity.message,
    data: activity.data,
    createdAt: activity.createdAt.toISOString(),
  }))
}

export type NewActivity = {
  leadId: string
  sellerId: string
  type: LeadActivity['type']
  actor: LeadActivity['actor']
  actorUserId: string | null
  offerMicros?: number | null
  message?: string | null
  data?: LeadActivity['data']
  createdAt: Date
}

/** Appends to the log; the log is never updated or deleted. */
export async function appendActivity(db: Db, activity: NewActivity): Promise<void> {
  await db.insert(leadActivities).values({
    ...activity,
    offerMicros: activity.offerMicros ?? null,
    message: activity.message ?? null,
    data: activity.data ?? {},
  })
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

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}

export async function listBrokers(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`'broker' = any(${users.roles})`)
    .orderBy(asc(users.name))
    .limit(500)
}

export async function openAgreedPrice(
  db: Db,
  input: {
    leadId: string
    sellerId: string
    buyerId: string
    domainId: string
    priceMicros: number
    deadlineAt: Date
    now: Date
  },
): Promise<string> {
  await cancelAgreedPrices(db, input.leadId, input.now)
  const [row] = await db
    .insert(leadAgreedPrices)
    .values({
      leadId: input.leadId,
      sellerId: input.sellerId,
      buyerId: input.buyerId,
      domainId: input.domainId,
      priceMicros: input.priceMicros,
      deadlineAt: input.deadlineAt,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: leadAgreedPrices.id })
  return row!.id
}

/** Whether an open agreement on another lead reserves the domain (decision 962). */
export async function isDomainReservedElsewhere(
  db: Db,
  domainId: string,
  leadId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: leadAgreedPrices.id })
    .from(leadAgreedPrices)
    .where(
      and(
        eq(leadAgreedPrices.domainId, domainId),
        eq(leadAgreedPrices.status, 'OPEN'),
        ne(leadAgreedPrices.leadId, leadId),
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function cancelAgreedPrices(db: Db, leadId: string, now: Date): Promise<void> {
  await db
    .update(leadAgreedPrices)
    .set({ status: 'CANCELLED', updatedAt: now })
    .where(and(eq(leadAgreedPrices.leadId, leadId), eq(leadAgreedPrices.status, 'OPEN')))
}

export async function findAgreedPrice(db: Db, leadId: string) {
  const [row] = await db
    .select()
    .from(leadAgreedPrices)
    .where(eq(leadAgreedPrices.leadId, leadId))
    .orderBy(desc(leadAgreedPrices.createdAt))
    .limit(1)
  return row ?? null
}

export type NewLeadNotification = typeof leadNotifications.$inferInsert

export async function insertNotifications(
  db: Db,
  rows: readonly NewLeadNotification[],
): Promise<void> {
  if (rows.length > 0) await db.insert(leadNotifications).values([...rows])
}

export async function listUserEmails(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; email: string; name: string }[]> {
  if (ids.length === 0) return []
  return db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...ids]))
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

export type AgreedPriceRow = typeof leadAgreedPrices.$inferSelect

/**
 * Open agreements that need the payment-window job at `now`: past their deadline, or inside a
 * reminder's distance (`reminderDays` before it) without that reminder sent. Locked so that
 * no other worker sends the same reminder or closes the same lead.
 */
export async function lockAgreementsNeedingAction(
  db: Db,
  now: Date,
  reminderDays: readonly number[],
  limit: number,
  sellerId?: string,
): Promise<(AgreedPriceRow & { domainName: string; brokerId: string | null })[]> {
  const t = leadAgreedPrices
  const reminderDue = reminderDays.map((days) =>
    and(
      lte(t.deadlineAt, new Date(now.getTime() + days * DAY_MS)),
      or(isNull(t.reminderDaysSent), gt(t.reminderDaysSent, days)),
    ),
  )
  const rows = await db
    .select({ agreement: t, domainName: leads.domainName, brokerId: leads.brokerId })
    .from(t)
    .innerJoin(leads, eq(leads.id, t.leadId))
    .where(
      and(
        eq(t.status, 'OPEN'),
        or(lte(t.deadlineAt, now), ...reminderDue),
        sellerId === undefined ? undefined : eq(t.sellerId, sellerId),
      ),
    )
    .orderBy(asc(leadAgreedPrices.deadlineAt))
    .limit(limit)
    .for('update', { of: leadAgreedPrices, skipLocked: true })
  return rows.map((r) => ({ ...r.agreement, domainName: r.domainName, brokerId: r.brokerId }))
}

export async function updateAgreedPrice(
  db: Db,
  id: string,
  patch: Partial<Pick<AgreedPriceRow, 'status' | 'reminderDaysSent' | 'updatedAt'>>,
): Promise<void> {
  await db.update(leadAgreedPrices).set(patch).where(eq(leadAgreedPrices.id, id))
}
