import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { DomainHistoryChange } from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../client.ts'
import { domains } from '../schema/domains.ts'
import { checkoutLinks, domainHistory } from '../schema/portfolio.ts'

const DAY_MS = 86_400_000
export const DEMO_CHECKOUT_LINKS = 4
export const DEMO_HISTORY_DOMAINS = 8

/**
 * The demo seller's checkout links and domain history (issue 4), so the checkout-link menu
 * and the history in the domain details show something on a fresh database. Written with the
 * schema directly (the db layer imports no feature). Each history entry ends at the row's
 * current value, so the details read as the story of how the domain got where it is.
 */
export async function seedDemoPortfolioExtras(db: Db, sellerId: string, now: Date): Promise<void> {
  // Links only where spec §4 allows one: listed (ACTIVE), in the selling view.
  const linkable = await db
    .select({ id: domains.id })
    .from(domains)
    .where(
      and(
        eq(domains.sellerId, sellerId),
        eq(domains.status, 'ACTIVE'),
        eq(domains.hidden, false),
        isNull(domains.soldAt),
        isNull(domains.leasedAt),
        isNull(domains.purchasedAt),
      ),
    )
    .orderBy(asc(domains.name))
    .limit(DEMO_CHECKOUT_LINKS)
  if (linkable.length > 0) {
    await db
      .insert(checkoutLinks)
      .values(
        linkable.map((domain, index) => ({
          linkId: randomBytes(12).toString('base64url'),
          sellerId,
          domainId: domain.id,
          createdBy: sellerId,
          createdAt: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
        })),
      )
      .onConflictDoNothing()
  }

  // History on priced domains: a price cut, a lander change, lease to own switched.
  const priced = await db
    .select({
      id: domains.id,
      createdAt: domains.createdAt,
      buynowPriceMicros: domains.buynowPriceMicros,
      landerTemplate: domains.landerTemplate,
      leasingEnabled: domains.leasingEnabled,
    })
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), isNotNull(domains.buynowPriceMicros)))
    .orderBy(asc(domains.name))
    .limit(DEMO_HISTORY_DOMAINS)
  const rows = priced.flatMap((domain, index) => {
    const buyNow = domain.buynowPriceMicros ?? 0
    const at = (daysAgo: number) =>
      new Date(Math.max(now.getTime() - daysAgo * DAY_MS, domain.createdAt.getTime() + DAY_MS))
    const entry = (
      daysAgo: number,
      source: 'edit' | 'bulkEdit',
      changes: DomainHistoryChange[],
    ) => ({
      domainId: domain.id,
      sellerId,
      actorId: sellerId,
      source,
      changes,
      createdAt: at(daysAgo),
    })
    const entries = [
      entry(30 - index, 'edit', [
        {
          field: 'buynowPrice',
          from: Math.round((buyNow * 1.25) / 1_000_000) * 1_000_000,
          to: buyNow,
        },
      ]),
    ]
    if (domain.landerTemplate !== 'PRICE_FORM') {
      entries.push(
        entry(12 - index, 'edit', [
          { field: 'landerTemplate', from: 'PRICE_FORM', to: domain.landerTemplate },
        ]),
      )
    }
    if (index % 3 === 0) {
      entries.push(
        entry(5, 'bulkEdit', [
          { field: 'leasingEnabled', from: !domain.leasingEnabled, to: domain.leasingEnabled },
        ]),
      )
    }
    return entries
  })
  if (rows.length > 0) await db.insert(domainHistory).values(rows)
}
