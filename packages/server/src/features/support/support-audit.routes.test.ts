import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog } from '../../db/schema/admin-audit.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(() => t.close())

async function as(user: UserRow | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user ? await t.signedIn(user) : {},
    ...(payload ? { payload } : {}),
  })
}

const auditOf = (caseId: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.subjectId, caseId))

describe('support replies and closes are recorded in the admin audit log (issue 19, decision 1310)', () => {
  it('records case.reply and case.close with who and the status before and after', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const seller = await t.factories.seller()
    const opened = await as(seller, 'POST', '/api/v1/support', {
      topic: 'PAYOUT',
      message: 'Where is my payout?',
    })
    expect(opened.statusCode, opened.body).toBe(201)
    const caseId = opened.json().caseId as string
    const reply = await as(admin, 'POST', `/api/v1/admin/support/${caseId}/messages`, {
      message: 'It is scheduled for Friday.',
    })
    expect(reply.statusCode).toBe(200)
    expect((await as(admin, 'POST', `/api/v1/admin/support/${caseId}/close`)).statusCode).toBe(200)
    const entries = await auditOf(caseId)
    expect(entries.map((e) => e.action).sort()).toEqual(['case.close', 'case.reply'])
    expect(entries.find((e) => e.action === 'case.close')).toMatchObject({
      actorId: admin.id,
      subjectType: 'case',
      before: { status: reply.json().status },
      after: { status: 'CLOSED' },
    })
    // The message stays in the case; the audit entry does not copy it.
    expect(JSON.stringify(entries)).not.toContain('Friday')
  })

  it('refuses the close to a seller (403) and signed out (401), recording nothing', async () => {
    const seller = await t.factories.seller()
    const opened = await as(seller, 'POST', '/api/v1/support', {
      topic: 'PAYOUT',
      message: 'Hello?',
    })
    const caseId = opened.json().caseId as string
    const url = `/api/v1/admin/support/${caseId}/close`
    expect((await as(seller, 'POST', url)).statusCode).toBe(403)
    expect((await as(null, 'POST', url)).statusCode).toBe(401)
    expect(await auditOf(caseId)).toEqual([])
  })
})
