import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { isFeatureOnFor } from '../../http/feature-gate.ts'

/**
 * The registrar reaches the seller's list only with the §6 registrarColumn switch on (issue 19):
 * off or ineligible, every row's registrar is null, as for a domain with none.
 */
export async function withRegistrarGate<T extends { registrar: string | null }>(
  db: Db,
  user: UserRow,
  items: T[],
): Promise<T[]> {
  if (await isFeatureOnFor(db, user.id, 'registrarColumn')) return items
  return items.map((item) => ({ ...item, registrar: null }))
}
