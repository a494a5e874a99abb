import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { recordAdminAction } from '../../db/admin-audit.ts'
import { listAdminActions } from './admin-audit.repository.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(() => t.close())

describe('the admin audit log (issue 19: who, when, what, before and after)', () => {
  it('keeps who did what to which subject, with the state before and after, newest first', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const seller = await t.factories.seller()
    await recordAdminAction(t.db, {
      actorId: admin.id,
      action: 'account.suspend',
      subjectType: 'account',
      subjectId: seller.id,
      before: { approvalStatus: 'Approved' },
      after: { approvalStatus: 'Suspended' },
      note: 'chargebacks',
    })
    await recordAdminAction(t.db, {
      actorId: admin.id,
      action: 'account.reinstate',
      subjectType: 'account',
      subjectId: seller.id,
      before: { approvalStatus: 'Suspended' },
      after: { approvalStatus: 'Approved' },
    })

    const entries = await listAdminActions(t.db, {
      subjectType: 'account',
      subjectId: seller.id,
      limit: 10,
    })
    expect(entries.map((e) => e.action)).toEqual(['account.reinstate', 'account.suspend'])
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      before: { approvalStatus: 'Approved' },
      after: { approvalStatus: 'Suspended' },
      note: 'chargebacks',
    })
    expect(entries[1]!.createdAt).toBeInstanceOf(Date)

    const older = await listAdminActions(t.db, {
      subjectId: seller.id,
      before: { createdAt: entries[0]!.createdAt, id: entries[0]!.id },
      limit: 10,
    })
    expect(older.map((e) => e.action)).toEqual(['account.suspend'])
  })

  it('a change and its record commit together: a failed transaction leaves no entry', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const subjectId = `flag-${admin.id}`
    await expect(
      t.db.transaction(async (tx) => {
        await recordAdminAction(tx, {
          actorId: admin.id,
          action: 'switchboard.set',
          subjectType: 'flag',
          subjectId,
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await listAdminActions(t.db, { subjectId, limit: 10 })).toEqual([])
  })
})
