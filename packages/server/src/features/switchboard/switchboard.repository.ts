import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { FeatureFlagState } from '@namefolio/core/config/public-config.contract'
import type { Cohort, SwitchboardFlag } from '@namefolio/core/switchboard/switchboard.contract'
import type { Db } from '../../db/client.ts'
import { cohortMembers, cohorts, type CohortRow } from '../../db/schema/cohorts.ts'
import { featureFlags } from '../../db/schema/feature-flags.ts'
import { users } from '../../db/schema/users.ts'

export type FlagRowState = { cohortId: string | null; state: FeatureFlagState } | null

/** Every switchboard row grouped by flag: the general state and the cohort rows. */
export async function listFlagRows(db: Db): Promise<SwitchboardFlag[]> {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.key))
  const byKey = new Map<string, SwitchboardFlag>()
  for (const row of rows) {
    const flag = byKey.get(row.key) ?? {
      key: row.key,
      description: '',
      general: null,
      overrides: [],
    }
    if (row.cohortId === null) {
      flag.general = row.state
      flag.description = row.description
    } else flag.overrides.push({ cohortId: row.cohortId, state: row.state })
    byKey.set(row.key, flag)
  }
  return [...byKey.values()]
}

/** Cohorts by name, each with its members (named cohorts) as the admin knows them. */
export async function listCohorts(db: Db): Promise<Cohort[]> {
  const [rows, members] = await Promise.all([
    db
      .select()
      .from(cohorts)
      .orderBy(asc(sql`lower(${cohorts.name})`)),
    db
      .select({
        cohortId: cohortMembers.cohortId,
        id: users.id,
        email: users.email,
        username: users.username,
      })
      .from(cohortMembers)
      .innerJoin(users, eq(users.id, cohortMembers.userId))
      .orderBy(asc(users.email)),
  ])
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    percent: row.percent,
    members: members
      .filter((m) => m.cohortId === row.id)
      .map(({ id, email, username }) => ({ id, email, username })),
  }))
}

export async function findCohort(db: Db, cohortId: string): Promise<Cohort | null> {
  return (await listCohorts(db)).find((c) => c.id === cohortId) ?? null
}

export async function isCohortNameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(sql`lower(${cohorts.name}) = lower(${name})`)
  return rows.some((r) => r.id !== exceptId)
}

/** Accounts named by e-mail or username (case-insensitive e-mail); unknown handles are left out. */
export async function findAccountsByHandles(
  db: Db,
  handles: string[],
): Promise<{ id: string; email: string; username: string }[]> {
  if (handles.length === 0) return []
  const lowered = handles.map((h) => h.toLowerCase())
  return db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(or(inArray(sql`lower(${users.email})`, lowered), inArray(users.username, handles)))
}

/** The row of one flag for everyone (cohortId null) or for one cohort. */
export async function findFlagRow(
  db: Db,
  key: string,
  cohortId: string | null,
): Promise<FlagRowState> {
  const [row] = await db
    .select({ cohortId: featureFlags.cohortId, state: featureFlags.state })
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.key, key),
        cohortId === null ? isNull(featureFlags.cohortId) : eq(featureFlags.cohortId, cohortId),
      ),
    )
  return row ?? null
}

/** Sets (or, with state null, removes) one flag row. */
export async function writeFlagRow(
  db: Db,
  key: string,
  cohortId: string | null,
  state: FeatureFlagState | null,
): Promise<void> {
  const where = and(
    eq(featureFlags.key, key),
    cohortId === null ? isNull(featureFlags.cohortId) : eq(featureFlags.cohortId, cohortId),
  )
  if (state === null) {
    await db.delete(featureFlags).where(where)
    return
  }
  const updated = await db
    .update(featureFlags)
    .set({ state, updatedAt: new Date() })
    .where(where)
    .returning({ id: featureFlags.id })
  if (updated.length === 0) await db.insert(featureFlags).values({ key, cohortId, state })
}

export async function insertCohort(
  db: Db,
  input: { name: string; kind: CohortRow['kind']; percent: number | null },
): Promise<string> {
  const [row] = await db.insert(cohorts).values(input).returning({ id: cohorts.id })
  if (!row) throw new Error('cohort insert returned nothing')
  return row.id
}

export async function updateCohortRow(
  db: Db,
  cohortId: string,
  patch: { name?: string; percent?: number },
): Promise<void> {
  await db
    .update(cohorts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cohorts.id, cohortId))
}

export async function addCohortMembers(db: Db, cohortId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return
  await db
    .insert(cohortMembers)
    .values(userIds.map((userId) => ({ cohortId, userId })))
    .onConflictDoNothing()
}

export async function removeCohortMembers(
  db: Db,
  cohortId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return
  await db
    .delete(cohortMembers)
    .where(and(eq(cohortMembers.cohortId, cohortId), inArray(cohortMembers.userId, userIds)))
}
