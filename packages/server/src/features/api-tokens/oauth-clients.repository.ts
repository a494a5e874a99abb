import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { oauthClients, type OAuthClientRow } from '../../db/schema/identity.ts'
import { users } from '../../db/schema/users.ts'

/** Apps registered for the OAuth authorization-code flow (decision 654). */

export async function findClientWithOwnerName(
  db: Db,
  clientId: string,
): Promise<(OAuthClientRow & { ownerName: string }) | null> {
  const [row] = await db
    .select({ client: oauthClients, ownerName: users.name })
    .from(oauthClients)
    .innerJoin(users, eq(users.id, oauthClients.ownerId))
    .where(eq(oauthClients.id, clientId))
    .limit(1)
  return row ? { ...row.client, ownerName: row.ownerName } : null
}

export async function listClientsOfOwner(db: Db, ownerId: string): Promise<OAuthClientRow[]> {
  return db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.ownerId, ownerId))
    .orderBy(desc(oauthClients.createdAt))
}

export async function countClientsOfOwner(db: Db, ownerId: string): Promise<number> {
  const rows = await db
    .select({ id: oauthClients.id })
    .from(oauthClients)
    .where(eq(oauthClients.ownerId, ownerId))
  return rows.length
}

export async function insertClient(
  db: Db,
  values: { ownerId: string; name: string; redirectUris: string[] },
): Promise<OAuthClientRow> {
  const [row] = await db.insert(oauthClients).values(values).returning()
  return row!
}

/** Removes the owner's app; false when the owner has no such app. */
export async function deleteClientOfOwner(
  db: Db,
  clientId: string,
  ownerId: string,
): Promise<boolean> {
  const rows = await db
    .delete(oauthClients)
    .where(and(eq(oauthClients.id, clientId), eq(oauthClients.ownerId, ownerId)))
    .returning({ id: oauthClients.id })
  return rows.length > 0
}
