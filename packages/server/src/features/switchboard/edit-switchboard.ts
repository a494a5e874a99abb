import { FEATURE_FLAGS } from '@namefolio/core/config/feature-flag'
import {
  COHORT_NAME_TAKEN_ERROR,
  UNKNOWN_ACCOUNT_ERROR,
  type Cohort,
  type CreateCohortBody,
  type SetFlagBody,
  type Switchboard,
  type UpdateCohortBody,
} from '@namefolio/core/switchboard/switchboard.contract'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import {
  addCohortMembers,
  findAccountsByHandles,
  findCohort,
  findFlagRow,
  insertCohort,
  isCohortNameTaken,
  listCohorts,
  listFlagRows,
  removeCohortMembers,
  updateCohortRow,
  writeFlagRow,
} from './switchboard.repository.ts'

/** The admin audit log's writer (features/admin-audit), handed in by the wiring. */
export type RecordAdminAction = (
  db: Db,
  entry: {
    actorId: string
    action: string
    subjectType: string
    subjectId: string
    before?: unknown
    after?: unknown
  },
) => Promise<void>

export type SwitchboardDeps = { db: Db; recordAdminAction: RecordAdminAction }

/** Every §6 flag (those without a row too) with its general state and cohort rows. */
export async function getSwitchboard(db: Db): Promise<Switchboard> {
  const [rows, cohorts] = await Promise.all([listFlagRows(db), listCohorts(db)])
  const missing = FEATURE_FLAGS.filter((key) => !rows.some((r) => r.key === key)).map((key) => ({
    key,
    description: '',
    general: null,
    overrides: [],
  }))
  const flags = [...rows, ...missing].sort((a, b) => a.key.localeCompare(b.key))
  return { flags, cohorts }
}

/** Sets one flag for everyone or one cohort (issue 19), recorded as `switchboard.set`. */
export async function setFlag(
  deps: SwitchboardDeps,
  actorId: string,
  key: string,
  body: SetFlagBody,
): Promise<Switchboard> {
  const known = (FEATURE_FLAGS as readonly string[]).includes(key)
  if (!known && !(await listFlagRows(deps.db)).some((r) => r.key === key)) {
    throw new AppError('NOT_FOUND', `No flag ${key} on the switchboard.`)
  }
  if (body.cohortId === null && body.state === null) {
    throw new AppError('VALIDATION', 'A flag keeps a state for everyone.', {
      fields: [{ field: 'state', code: 'switchboard.error.generalStateRequired' }],
    })
  }
  if (body.cohortId !== null && !(await findCohort(deps.db, body.cohortId))) {
    throw new AppError('NOT_FOUND', 'No such cohort.')
  }
  await deps.db.transaction(async (tx) => {
    const before = await findFlagRow(tx, key, body.cohortId)
    await writeFlagRow(tx, key, body.cohortId, body.state)
    await deps.recordAdminAction(tx, {
      actorId,
      action: 'switchboard.set',
      subjectType: 'feature_flag',
      subjectId: key,
      before,
      after: body.state === null ? null : { cohortId: body.cohortId, state: body.state },
    })
  })
  return getSwitchboard(deps.db)
}

async function resolveMembers(db: Db, handles: string[]): Promise<string[]> {
  const found = await findAccountsByHandles(db, handles)
  const unknown = handles.filter(
    (h) => !found.some((a) => a.email.toLowerCase() === h.toLowerCase() || a.username === h),
  )
  if (unknown.length > 0) {
    throw new AppError('VALIDATION', `No account ${unknown.join(', ')}.`, {
      fields: [{ field: 'members', code: UNKNOWN_ACCOUNT_ERROR }],
    })
  }
  return found.map((a) => a.id)
}

async function assertNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  if (await isCohortNameTaken(db, name, exceptId)) {
    throw new AppError('CONFLICT', `A cohort is already named ${name}.`, {
      fields: [{ field: 'name', code: COHORT_NAME_TAKEN_ERROR }],
    })
  }
}

function auditShape(cohort: Cohort) {
  return {
    name: cohort.name,
    kind: cohort.kind,
    percent: cohort.percent,
    memberIds: cohort.members.map((m) => m.id),
  }
}

async function loadCohort(db: Db, cohortId: string): Promise<Cohort> {
  const cohort = await findCohort(db, cohortId)
  if (!cohort) throw new AppError('NOT_FOUND', 'No such cohort.')
  return cohort
}

/** A named set of accounts or a percentage rollout, recorded as `cohort.create`. */
export async function createCohort(
  deps: SwitchboardDeps,
  actorId: string,
  body: CreateCohortBody,
): Promise<Cohort> {
  await assertNameFree(deps.db, body.name)
  const memberIds = body.kind === 'accounts' ? await resolveMembers(deps.db, body.members) : []
  return deps.db.transaction(async (tx) => {
    const percent = body.kind === 'percentage' ? body.percent : null
    const id = await insertCohort(tx, { name: body.name, kind: body.kind, percent })
    await addCohortMembers(tx, id, memberIds)
    const cohort = await loadCohort(tx, id)
    await deps.recordAdminAction(tx, {
      actorId,
      action: 'cohort.create',
      subjectType: 'cohort',
      subjectId: id,
      before: null,
      after: auditShape(cohort),
    })
    return cohort
  })
}

/** Renames, re-percents or changes the members of a cohort, recorded as `cohort.update`. */
export async function updateCohort(
  deps: SwitchboardDeps,
  actorId: string,
  cohortId: string,
  body: UpdateCohortBody,
): Promise<Cohort> {
  const before = await loadCohort(deps.db, cohortId)
  if (body.name !== undefined) await assertNameFree(deps.db, body.name, cohortId)
  if (body.percent !== undefined && before.kind !== 'percentage') {
    throw new AppError('VALIDATION', 'Only a percentage rollout has a percent.', {
      fields: [{ field: 'percent', code: 'switchboard.error.notPercentage' }],
    })
  }
  const added = await resolveMembers(deps.db, body.addMembers ?? [])
  if (before.kind !== 'accounts' && (added.length > 0 || (body.removeMemberIds ?? []).length > 0)) {
    throw new AppError('VALIDATION', 'A percentage rollout has no member list.', {
      fields: [{ field: 'members', code: 'switchboard.error.notAccounts' }],
    })
  }
  return deps.db.transaction(async (tx) => {
    await updateCohortRow(tx, cohortId, { name: body.name, percent: body.percent })
    await addCohortMembers(tx, cohortId, added)
    await removeCohortMembers(tx, cohortId, body.removeMemberIds ?? [])
    const after = await loadCohort(tx, cohortId)
    await deps.recordAdminAction(tx, {
      actorId,
      action: 'cohort.update',
      subjectType: 'cohort',
      subjectId: cohortId,
      before: auditShape(before),
      after: auditShape(after),
    })
    return after
  })
}
