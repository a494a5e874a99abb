import type { Role } from '@namefolio/core/account/account.constants'
import {
  WAITING_ITEMS_MAX,
  WAITING_KIND_ROLE,
  WAITING_KINDS,
  type WaitingItem,
  type WaitingKind,
  type WaitingList,
} from '@namefolio/core/notifications/waiting.contract'
import type { Db } from '../../db/client.ts'
import { WAITING_QUERIES, type WaitingRow } from './waiting-items.repository.ts'

/** Where the person acts on each kind of item. */
const HREF_OF: Record<WaitingKind, (recordId: string) => string> = {
  offerToAnswer: (id) => `/sales/leads/${id}/details`,
  authCodeToEnter: (id) => `/sales/${id}/details`,
  counterToAnswer: (id) => `/negotiations/${id}`,
  agreedPriceToPay: (id) => `/checkout/agreed/${id}`,
  installmentLate: (id) => `/purchases/leases/${id}`,
  leadToAnswer: (id) => `/negotiations/${id}`,
  transferToConfirm: () => '/admin/transfers',
  buyNowPaused: (name) => `/domains/${name}`,
}

function toItem(kind: WaitingKind, row: WaitingRow): WaitingItem {
  return {
    id: `${kind}:${row.recordId}`,
    kind,
    role: WAITING_KIND_ROLE[kind],
    domainName: row.domainName,
    amountMicros: row.amountMicros,
    href: HREF_OF[kind](row.recordId),
    since: row.since.toISOString(),
  }
}

/**
 * What waits for a person in every role they hold (issue 13, decision 952): queried from the
 * live leads, agreed prices and transactions, so nothing waits unseen because no notice was
 * stored. Items come oldest first within each kind, kinds in a fixed order.
 */
export async function listWaitingItems(
  db: Db,
  user: { id: string; roles: readonly Role[] },
): Promise<WaitingList> {
  const kinds = WAITING_KINDS.filter((kind) => user.roles.includes(WAITING_KIND_ROLE[kind]))
  const answers = await Promise.all(
    kinds.map(async (kind) => ({
      kind,
      ...(await WAITING_QUERIES[kind](db, user.id, WAITING_ITEMS_MAX)),
    })),
  )
  return {
    items: answers.flatMap(({ kind, rows }) => rows.map((row) => toItem(kind, row))),
    total: answers.reduce((sum, answer) => sum + answer.total, 0),
  }
}
