import type {
  CreatePartnerSchema,
  Partner,
  PartnerList,
  PartnerUsage,
} from '@namefolio/core/partners/partner-network.contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import type { PartnerKeyRow, PartnerRow } from '../../db/schema/partners.ts'
import { AppError } from '../../http/app-error.ts'
import { issuePartnerKey } from './partner-keys.ts'
import {
  countRequestsOn,
  findPartner,
  insertPartner,
  listKeysOf,
  listPartners,
  listPartnerUsage,
  revokePartnerKey,
} from './partners.repository.ts'

/** How many days of usage the admin page shows. */
const USAGE_DAYS = 30

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10)
}

function toPartner(row: PartnerRow, keys: PartnerKeyRow[], requestsToday: number): Partner {
  return {
    id: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    status: row.status,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    requestsToday,
    keys: keys
      .filter((k) => k.partnerId === row.id)
      .map((k) => ({
        id: k.id,
        prefix: k.prefix,
        createdAt: k.createdAt.toISOString(),
        lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
        revokedAt: k.revokedAt?.toISOString() ?? null,
      })),
  }
}

async function mustFind(db: Db, partnerId: string): Promise<PartnerRow> {
  const row = await findPartner(db, partnerId)
  if (!row) throw new AppError('NOT_FOUND', 'No such partner.')
  return row
}

/** Admin's side of the partner network (issue 24): accounts, keys and usage. */
export function createPartnerAdmin(deps: { db: Db; now: () => Date }) {
  const { db } = deps
  return {
    async list(): Promise<PartnerList> {
      const rows = await listPartners(db)
      const ids = rows.map((r) => r.id)
      const [keys, today] = await Promise.all([
        listKeysOf(db, ids),
        countRequestsOn(db, ids, dayOf(deps.now())),
      ])
      return { items: rows.map((r) => toPartner(r, keys, today.get(r.id) ?? 0)) }
    },
    async create(input: z.output<typeof CreatePartnerSchema>): Promise<Partner> {
      const row = await insertPartner(db, input)
      return toPartner(row, [], 0)
    },
    async issueKey(partnerId: string) {
      await mustFind(db, partnerId)
      return issuePartnerKey(db, partnerId)
    },
    async revokeKey(partnerId: string, keyId: string) {
      await mustFind(db, partnerId)
      if (!(await revokePartnerKey(db, partnerId, keyId, deps.now()))) {
        throw new AppError('NOT_FOUND', 'No such live key.')
      }
      return { revoked: true }
    },
    async usage(partnerId: string): Promise<PartnerUsage> {
      await mustFind(db, partnerId)
      const since = dayOf(new Date(deps.now().getTime() - (USAGE_DAYS - 1) * 86_400_000))
      const rows = await listPartnerUsage(db, partnerId, since)
      return { items: rows.map((r) => ({ ...r, count: Number(r.count) })) }
    },
  }
}

export type PartnerAdmin = ReturnType<typeof createPartnerAdmin>
