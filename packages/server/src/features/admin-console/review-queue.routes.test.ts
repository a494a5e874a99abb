import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { domains } from '../../db/schema/domains.ts'
import { leadNotifications } from '../../db/schema/leads.ts'
import { listOutbox } from '../../mail/mailer.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())
const { inject, json } = userRequests(() => t)

/** The subject's audit entries, newest first, as the audit log page reads them. */
async function auditOf(subjectId: string) {
  const reader = await t.factories.user({ roles: ['admin'] })
  const res = await json(reader, 'GET', `/api/v1/admin/audit?subjectId=${subjectId}`)
  expect(res.status).toBe(200)
  return res.body.items as {
    action: string
    actor: { id: string }
    before: unknown
    after: unknown
    note: string | null
  }[]
}

async function waitingDomain(status: 'COMPLIANCE_REVIEW' | 'PENDING_SYNC', reasons: string[]) {
  const seller = await t.factories.seller()
  const domain = await t.factories.domain({ sellerId: seller.id, status, reviewReasons: reasons })
  return { seller, domain }
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: domains.status }).from(domains).where(eq(domains.id, id)))[0]?.status

type QueueItem = { domainId: string; name: string; status: string }

/**
 * Every row of the queue for `query`, following the keyset cursor page by page. The queue is
 * every seller's: on a shared PostgreSQL database it holds other tests' rows too.
 */
async function walkQueue(admin: Parameters<typeof json>[0], query: string, limit = 100) {
  const items: QueueItem[] = []
  let cursor: string | null = null
  do {
    const params = [query, `limit=${limit}`, cursor ? `cursor=${encodeURIComponent(cursor)}` : '']
    const page = await json(
      admin,
      'GET',
      `/api/v1/admin/review?${params.filter(Boolean).join('&')}`,
    )
    expect(page.status).toBe(200)
    items.push(...(page.body.items as QueueItem[]))
    cursor = page.body.nextCursor
  } while (cursor)
  return items
}

const noticesOf = (sellerId: string) =>
  t.db.select().from(leadNotifications).where(eq(leadNotifications.recipientId, sellerId))

describe('the compliance review queue (issue 19, spec §4 review reasons)', () => {
  it('lists every seller’s waiting domains with reasons and seller, filtered by reason', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const adult = await waitingDomain('COMPLIANCE_REVIEW', ['COMPLIANCE_ADULT'])
    const pending = await waitingDomain('PENDING_SYNC', ['WHOIS_NOT_FOUND'])
    const names = (await walkQueue(admin, '')).map((i) => i.name)
    expect(names).toEqual(expect.arrayContaining([adult.domain.name, pending.domain.name]))

    const byReason = await walkQueue(admin, 'reason=COMPLIANCE_ADULT')
    const item = byReason.find((i) => i.name === adult.domain.name)
    expect(item).toMatchObject({
      status: 'COMPLIANCE_REVIEW',
      reasons: ['COMPLIANCE_ADULT'],
      seller: { id: adult.seller.id, email: adult.seller.email },
    })
    expect(byReason.map((i) => i.name)).not.toContain(pending.domain.name)
    const byStatus = await walkQueue(admin, 'status=PENDING_SYNC')
    expect(byStatus.map((i) => i.name)).toContain(pending.domain.name)
    expect(byStatus.every((i) => i.status === 'PENDING_SYNC')).toBe(true)
  })

  it('pages by keyset: each page starts after the last row, every row once', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const ours: string[] = []
    for (let i = 0; i < 3; i += 1) {
      ours.push((await waitingDomain('COMPLIANCE_REVIEW', ['TRADEMARK'])).domain.id)
    }
    const first = await json(admin, 'GET', '/api/v1/admin/review?reason=TRADEMARK&limit=2')
    expect(first.body.items).toHaveLength(2)
    expect(first.body.nextCursor).toEqual(expect.any(String))
    const walked = (await walkQueue(admin, 'reason=TRADEMARK', 2)).map((i) => i.domainId)
    expect(new Set(walked).size).toBe(walked.length)
    for (const id of ours) expect(walked).toContain(id)
    expect(walked.slice(0, 2)).toEqual(
      first.body.items.map((i: { domainId: string }) => i.domainId),
    )
  })

  it('approving lists the domain, notifies the seller and records domain.approve', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const { seller, domain } = await waitingDomain('COMPLIANCE_REVIEW', ['REVIEW'])
    const res = await json(admin, 'POST', `/api/v1/admin/review/${domain.id}/approve`, {})
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'ACTIVE', name: domain.name })
    expect(await statusOf(domain.id)).toBe('ACTIVE')
    const [entry] = await auditOf(domain.id)
    expect(entry).toMatchObject({
      actor: { id: admin.id },
      action: 'domain.approve',
      before: { status: 'COMPLIANCE_REVIEW', reasons: ['REVIEW'] },
      after: { status: 'ACTIVE', reasons: [] },
    })
    expect((await noticesOf(seller.id)).map((n) => n.kind)).toEqual(['domainApproved'])
  })

  it('rejecting needs a note; the seller sees it in their notifications and mail (domain.reject)', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const { seller, domain } = await waitingDomain('PENDING_SYNC', ['TRADEMARK'])
    const bare = await json(admin, 'POST', `/api/v1/admin/review/${domain.id}/reject`, {})
    expect(bare.status).toBe(400)
    expect(await statusOf(domain.id)).toBe('PENDING_SYNC')

    const res = await json(admin, 'POST', `/api/v1/admin/review/${domain.id}/reject`, {
      note: 'This name is a registered trademark.',
    })
    expect(res.status).toBe(200)
    expect(await statusOf(domain.id)).toBe('INACTIVE')
    const [entry] = await auditOf(domain.id)
    expect(entry).toMatchObject({
      action: 'domain.reject',
      before: { status: 'PENDING_SYNC' },
      after: { status: 'INACTIVE' },
      note: 'This name is a registered trademark.',
    })
    const [mail] = (await listOutbox(t.db, 1000)).filter((m) => m.toAddress === seller.email)
    expect(mail).toMatchObject({ subject: `${domain.name} was not approved` })
    expect(mail!.textBody).toContain('Note from our team: This name is a registered trademark.')
    const notices = await json(seller, 'GET', '/api/v1/account/notifications')
    expect(notices.body.items[0]).toMatchObject({
      kind: 'domainRejected',
      domainName: domain.name,
      leadId: null,
      note: 'This name is a registered trademark.',
    })
  })

  it('refuses an unknown domain (404) and one not waiting (409), changing nothing', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const unknown = await json(
      admin,
      'POST',
      '/api/v1/admin/review/00000000-0000-4000-8000-000000000000/approve',
      {},
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.fields[0].code).toBe('admin.review.notFound')
    const seller = await t.factories.seller()
    const listed = await t.factories.domain({ sellerId: seller.id, status: 'ACTIVE' })
    const again = await json(admin, 'POST', `/api/v1/admin/review/${listed.id}/reject`, {
      note: 'no',
    })
    expect(again.status).toBe(409)
    expect(await statusOf(listed.id)).toBe('ACTIVE')
    expect(await auditOf(listed.id)).toEqual([])
    const badCursor = await json(admin, 'GET', '/api/v1/admin/review?cursor=nonsense')
    expect(badCursor.status).toBe(400)
  })

  it('is for admins only: 401 signed out, 403 for a seller, nothing changed', async () => {
    const { seller, domain } = await waitingDomain('COMPLIANCE_REVIEW', ['REVIEW'])
    for (const [method, url] of [
      ['GET', '/api/v1/admin/review'],
      ['GET', '/api/v1/admin/console'],
      ['POST', `/api/v1/admin/review/${domain.id}/approve`],
      ['POST', `/api/v1/admin/review/${domain.id}/reject`],
    ] as const) {
      const body = method === 'POST' ? { note: 'x' } : undefined
      expect((await inject(null, method, url, body)).statusCode).toBe(401)
      expect((await inject(seller, method, url, body)).statusCode).toBe(403)
    }
    expect(await statusOf(domain.id)).toBe('COMPLIANCE_REVIEW')
  })

  it('counts the waiting domains and accounts for the console home', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    await t.factories.seller({ approvalStatus: 'PendingApproval' })
    const res = await json(admin, 'GET', '/api/v1/admin/console')
    expect(res.status).toBe(200)
    expect(res.body.reviewWaiting).toBeGreaterThan(0)
    expect(res.body.accountsPendingApproval).toBeGreaterThan(0)
  })
})
