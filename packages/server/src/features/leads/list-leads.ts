import {
  type LeadFolderCounts,
  type LeadPage,
  type LeadView,
  type ListLeadsQuery,
} from '@namefolio/core/negotiations/leads.contract'
import { LEAD_FOLDERS } from '@namefolio/core/negotiations/negotiation-status'
import type { UserRow } from '../../db/schema/users.ts'
import { assertView, defaultViewFor, leadNotFound, viewOfLead } from './lead-access.ts'
import { listActivityInputs, listLeadActivities } from './lead-activities.repository.ts'
import type { LeadsContext } from './lead-mutation.ts'
import { toLeadSummary } from './lead-view.ts'
import {
  countLeadFolders,
  findLeadRecord,
  type LeadListFilter,
  listLeadRecords,
} from './leads.repository.ts'

/** One page of the user's leads in a view (spec §3, §4); `filter` narrows to a spec §7 list. */
export async function listLeads(
  ctx: LeadsContext,
  user: UserRow,
  query: ListLeadsQuery,
  filter?: LeadListFilter,
): Promise<LeadPage> {
  const { db } = ctx
  const view = query.view ?? defaultViewFor(user)
  assertView(user, view)
  const { rows, total } = await listLeadRecords(db, { view, userId: user.id, filter }, query)
  const activities = await listActivityInputs(
    db,
    rows.map((r) => r.id),
  )
  const now = ctx.now()
  return {
    items: rows.map((row) => toLeadSummary(row, view, activities.get(row.id) ?? [], now)),
    total,
  }
}

/** How many leads each folder of spec §4 holds in the view. */
export async function countFolders(
  ctx: LeadsContext,
  user: UserRow,
  requested: LeadView | undefined,
): Promise<LeadFolderCounts> {
  const view = requested ?? defaultViewFor(user)
  assertView(user, view)
  return { view, counts: await countLeadFolders(ctx.db, view, user.id, LEAD_FOLDERS) }
}

/** A lead's messages, oldest first, for any party to it. */
export async function listMessages(ctx: LeadsContext, user: UserRow, leadId: string) {
  const lead = await findLeadRecord(ctx.db, leadId)
  const view = lead ? viewOfLead(user, lead) : null
  if (!lead || !view) throw leadNotFound()
  const items = await listLeadActivities(ctx.db, leadId, { onlyMessages: true, view })
  return { items, total: items.length }
}
