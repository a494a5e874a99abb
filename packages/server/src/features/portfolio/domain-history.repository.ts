import { desc, eq, sql } from 'drizzle-orm'
import type {
  DomainHistoryChange,
  DomainHistorySource,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { Db } from '../../db/client.ts'
import { domainHistory } from '../../db/schema/portfolio.ts'
import { users } from '../../db/schema/users.ts'

/** What a row shows beyond its columns (spec §6): search stats and nameserver data. */

export type HistoryInsert = {
  domainId: string
  sellerId: string
  actorId: string | null
  source: DomainHistorySource
  changes: DomainHistoryChange[]
}

export async function insertHistory(db: Db, entries: HistoryInsert[]): Promise<void> {
  const rows = entries.filter((e) => e.changes.length > 0)
  if (rows.length > 0) await db.insert(domainHistory).values(rows)
}

export async function listDomainHistory(
  db: Db,
  domainId: string,
  page: { offset: number; limit: number },
) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: domainHistory.id,
        at: domainHistory.createdAt,
        source: domainHistory.source,
        changes: domainHistory.changes,
        actorId: users.id,
        actorName: users.name,
      })
      .from(domainHistory)
      .leftJoin(users, eq(users.id, domainHistory.actorId))
      .where(eq(domainHistory.domainId, domainId))
      .orderBy(desc(domainHistory.createdAt), desc(domainHistory.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(domainHistory)
      .where(eq(domainHistory.domainId, domainId)),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      source: r.source,
      changes: r.changes,
      actor: r.actorId && r.actorName ? { id: r.actorId, name: r.actorName } : null,
    })),
    total: totals[0]?.total ?? 0,
  }
}
