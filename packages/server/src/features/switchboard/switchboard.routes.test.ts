import { describe, expect, it } from 'vitest'
import { and, desc, eq } from 'drizzle-orm'
import { adminAuditLog } from '../../db/schema/admin-audit.ts'
import { testAppForFile, uniqueSuffix } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()
const { json } = userRequests(() => t)

const admin = () => t.factories.user({ roles: ['admin'] })
const lastAction = async (subjectType: string, subjectId: string) =>
  (
    await t.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.subjectType, subjectType), eq(adminAuditLog.subjectId, subjectId)),
      )
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1)
  )[0]

describe('the admin switchboard editor (issue 19, spec §6)', () => {
  it.each([
    ['GET', '/api/v1/admin/switchboard', undefined],
    ['PUT', '/api/v1/admin/switchboard/flags/taxesPage', { cohortId: null, state: 'off' }],
    ['POST', '/api/v1/admin/switchboard/cohorts', { kind: 'accounts', name: 'x', members: [] }],
    ['PATCH', '/api/v1/admin/switchboard/cohorts/some-id', { name: 'y' }],
  ] as const)('%s %s refuses sellers (403) and visitors (401)', async (method, url, body) => {
    const seller = await t.factories.seller()
    expect((await json(seller, method, url, body)).status).toBe(403)
    expect((await json(null, method, url, body)).status).toBe(401)
  })

  it('lists every §6 flag, with its general state and cohort rows', async () => {
    const res = await json(await admin(), 'GET', '/api/v1/admin/switchboard')
    expect(res.status).toBe(200)
    const keys = res.body.flags.map((f: { key: string }) => f.key)
    for (const key of ['bulkSearch', 'taxesPage', 'brokerMessaging', 'customDateRange']) {
      expect(keys).toContain(key)
    }
  })

  it('creates a cohort of accounts by e-mail or username and records cohort.create', async () => {
    const actor = await admin()
    const a = await t.factories.seller()
    const b = await t.factories.seller()
    const name = `beta-${uniqueSuffix()}`
    const res = await json(actor, 'POST', '/api/v1/admin/switchboard/cohorts', {
      kind: 'accounts',
      name,
      members: [a.email.toUpperCase(), b.username],
    })
    expect(res.status).toBe(201)
    expect(res.body.members.map((m: { id: string }) => m.id).sort()).toEqual([a.id, b.id].sort())
    const entry = await lastAction('cohort', res.body.id)
    expect(entry).toMatchObject({ actorId: actor.id, action: 'cohort.create', before: null })
    expect(entry?.after).toMatchObject({ name, kind: 'accounts' })

    const again = await json(actor, 'POST', '/api/v1/admin/switchboard/cohorts', {
      kind: 'accounts',
      name: name.toUpperCase(),
      members: [],
    })
    expect(again.status).toBe(409)
    expect(again.body.error.fields[0].code).toBe('switchboard.error.cohortNameTaken')
  })

  it('refuses an unknown member with a message key, not a 5xx', async () => {
    const res = await json(await admin(), 'POST', '/api/v1/admin/switchboard/cohorts', {
      kind: 'accounts',
      name: `c-${uniqueSuffix()}`,
      members: ['nobody@nowhere.test'],
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields[0].code).toBe('switchboard.error.unknownAccount')
  })

  it('edits a cohort (members, name) and records cohort.update with before and after', async () => {
    const actor = await admin()
    const a = await t.factories.seller()
    const b = await t.factories.seller()
    const created = await json(actor, 'POST', '/api/v1/admin/switchboard/cohorts', {
      kind: 'accounts',
      name: `edit-${uniqueSuffix()}`,
      members: [a.email],
    })
    const res = await json(actor, 'PATCH', `/api/v1/admin/switchboard/cohorts/${created.body.id}`, {
      name: `renamed-${uniqueSuffix()}`,
      addMembers: [b.email],
      removeMemberIds: [a.id],
    })
    expect(res.status).toBe(200)
    expect(res.body.members.map((m: { id: string }) => m.id)).toEqual([b.id])
    const entry = await lastAction('cohort', created.body.id)
    expect(entry?.action).toBe('cohort.update')
    expect(entry?.before).toMatchObject({ memberIds: [a.id] })
    expect(entry?.after).toMatchObject({ memberIds: [b.id] })
  })

  it('turns a flag off for a cohort: its members see it off in /api/v1/config, others not', async () => {
    const actor = await admin()
    const inside = await t.factories.seller()
    const outside = await t.factories.seller()
    const cohort = await json(actor, 'POST', '/api/v1/admin/switchboard/cohorts', {
      kind: 'accounts',
      name: `off-${uniqueSuffix()}`,
      members: [inside.email],
    })
    const key = 'bulkSearch'
    const set = await json(actor, 'PUT', `/api/v1/admin/switchboard/flags/${key}`, {
      cohortId: cohort.body.id,
      state: 'off',
    })
    expect(set.status).toBe(200)
    const flag = set.body.flags.find((f: { key: string }) => f.key === key)
    expect(flag.overrides).toContainEqual({ cohortId: cohort.body.id, state: 'off' })
    const entry = await lastAction('feature_flag', key)
    expect(entry).toMatchObject({
      actorId: actor.id,
      action: 'switchboard.set',
      before: null,
      after: { cohortId: cohort.body.id, state: 'off' },
    })

    const configOf = async (user: typeof inside) =>
      (await json(user, 'GET', '/api/v1/config')).body.switchboard[key]
    expect(await configOf(inside)).toEqual({ state: 'off', cohortId: cohort.body.id })
    expect((await configOf(outside)).state).toBe('on')

    const removed = await json(actor, 'PUT', `/api/v1/admin/switchboard/flags/${key}`, {
      cohortId: cohort.body.id,
      state: null,
    })
    expect(removed.status).toBe(200)
    expect((await configOf(inside)).state).toBe('on')
  })

  it('evaluates a percentage rollout per account: 0% nobody, 100% everybody', async () => {
    const actor = await admin()
    const seller = await t.factories.seller()
    const rollout = await json(actor, 'POST', '/api/v1/admin/switchboard/cohorts', {
      kind: 'percentage',
      name: `rollout-${uniqueSuffix()}`,
      percent: 0,
    })
    expect(rollout.status).toBe(201)
    // Only this rollout names assistant's cohort row besides the general one (off).
    await json(actor, 'PUT', '/api/v1/admin/switchboard/flags/assistant', {
      cohortId: rollout.body.id,
      state: 'on',
    })
    const assistant = async () =>
      (await json(seller, 'GET', '/api/v1/config')).body.switchboard.assistant.state
    expect(await assistant()).toBe('off')
    await json(actor, 'PATCH', `/api/v1/admin/switchboard/cohorts/${rollout.body.id}`, {
      percent: 100,
    })
    expect(await assistant()).toBe('on')
    await json(actor, 'PUT', '/api/v1/admin/switchboard/flags/assistant', {
      cohortId: rollout.body.id,
      state: null,
    })
  })

  it('refuses an unknown flag (404) and removing the general state (400)', async () => {
    const actor = await admin()
    const unknown = await json(actor, 'PUT', '/api/v1/admin/switchboard/flags/noSuchFlag', {
      cohortId: null,
      state: 'on',
    })
    expect(unknown.status).toBe(404)
    const general = await json(actor, 'PUT', '/api/v1/admin/switchboard/flags/taxesPage', {
      cohortId: null,
      state: null,
    })
    expect(general.status).toBe(400)
    expect(general.body.error.fields[0].code).toBe('switchboard.error.generalStateRequired')
  })
})
