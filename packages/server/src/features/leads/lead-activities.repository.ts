import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { LeadActivity, LeadView } from '@namefolio/core/negotiations/leads.contract'
import type { Activity } from '@namefolio/core/negotiations/negotiation-status'
import type { Db } from '../../db/client.ts'
import { leadActivities } from '../../db/schema/leads.ts'
import { users } from '../../db/schema/users.ts'
import { toActivityInput } from './lead-view.ts'

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

/** Which offer rule acted is the seller's business: the buyer sees the answer alone (issue 24). */
function dataFor(data: LeadActivity['data'], view: LeadView | undefined): LeadActivity['data'] {
  if (view !== 'buyer' || data.offerRuleId === undefined) return data
  const { offerRuleId: _hidden, ...rest } = data
  return rest
}

/**
 * The whole timeline of one lead, oldest first, as `view` may see it; `onlyMessages` keeps
 * messages alone.
 */
export async function listLeadActivities(
  db: Db,
  leadId: string,
  options: { onlyMessages?: boolean; view?: LeadView } = {},
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
    data: dataFor(activity.data, options.view),
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
