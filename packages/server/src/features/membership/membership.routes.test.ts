import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog } from '../../db/schema/admin-audit.ts'
import { mailOutbox } from '../../db/schema/identity.ts'
import { membershipInvoices } from '../../db/schema/membership.ts'
import { ledgerEntries } from '../../db/schema/sales.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, uniqueSuffix, type TestApp } from '../../test/build-test-app.ts'

const CARD_OK = '4242 4242 4242 4242'
const CARD_DECLINED = '4000000000000002'
/** The sandbox card whose first charge passes and whose renewals are declined. */
const CARD_FAILS_LATER = '4000000000000341'
const DAY_MS = 86_400_000

let t: TestApp
let admin: UserRow
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
  admin = await t.factories.user({ roles: ['admin'] })
}, 60_000)
afterAll(() => t.close())

async function call(user: UserRow | null, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: user ? await t.signedIn(user) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  })
}
const mine = async (u: UserRow) => (await call(u, 'GET', '/api/v1/account/membership')).json()
const buy = (u: UserRow, plan: string, card = CARD_OK, key = `k-${uniqueSuffix()}`) =>
  call(u, 'POST', '/api/v1/account/membership/purchase', {
    plan,
    cycle: 'MONTHLY',
    cardNumber: card,
    idempotencyKey: key,
  })
const invoicesOf = (u: UserRow) =>
  t.db.select().from(membershipInvoices).where(eq(membershipInvoices.userId, u.id))
const mailsTo = (u: UserRow) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, u.email))
const runBilling = () => call(admin, 'POST', '/api/v1/test/membership/run-billing')
/** Moves the money clock to `ms` before the seller's expiry (never backwards). */
async function moveTo(u: UserRow, msBeforeExpiry: number) {
  const m = await mine(u)
  const days = (Date.parse(m.expiresAt) - msBeforeExpiry - Date.parse(m.now)) / DAY_MS
  if (days > 0) await call(admin, 'POST', '/api/v1/test/clock/advance', { days })
}

describe('GET /api/v1/account/membership (issue 19)', () => {
  it('lists the catalogue with prices and the benefits the product enforces', async () => {
    const seller = await t.factories.seller()
    const res = await call(seller, 'GET', '/api/v1/account/membership')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ plan: 'NONE', isActive: false, isSandbox: true, invoices: [] })
    expect(body.plans.map((p: { plan: string }) => p.plan)).toEqual([
      'NONE',
      'BASIC',
      'PREMIUM',
      'PRO',
    ])
    expect(body.plans[3]).toMatchObject({
      pricesMicros: { MONTHLY: 79_000_000, YEARLY: 790_000_000 },
      benefits: { hasSearchStats: true, commissionBps: 800, isDiscountClub: true },
    })
  })

  it('refuses the signed out (401)', async () => {
    expect((await call(null, 'GET', '/api/v1/account/membership')).statusCode).toBe(401)
  })
})

describe('buying and upgrading (issue 19: charged now, prorated, idempotent)', () => {
  it('buys BASIC at full price for a month, with an invoice, its PDF and a mail', async () => {
    const seller = await t.factories.seller()
    const res = await buy(seller, 'BASIC', CARD_OK, 'first-purchase')
    expect(res.statusCode).toBe(200)
    const m = res.json()
    expect(m).toMatchObject({ plan: 'BASIC', cycle: 'MONTHLY', isAutoRenew: true, isActive: true })
    const days = (Date.parse(m.expiresAt) - Date.parse(m.now)) / DAY_MS
    expect(days).toBeGreaterThanOrEqual(28)
    expect(days).toBeLessThanOrEqual(31)
    expect(m.invoices).toHaveLength(1)
    expect(m.invoices[0]).toMatchObject({ kind: 'PURCHASE', amountMicros: 9_000_000 })

    const again = await buy(seller, 'BASIC', CARD_OK, 'first-purchase')
    expect(again.statusCode).toBe(200)
    expect(await invoicesOf(seller)).toHaveLength(1)

    // The charge is booked once in the sales ledger, against its invoice (decision 1318).
    const booked = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.membershipInvoiceId, m.invoices[0].id))
    expect(booked.map((e) => [e.kind, e.account, e.amountMicros, e.sellerId])).toEqual(
      expect.arrayContaining([
        ['MEMBERSHIP', 'MEMBER', -9_000_000, seller.id],
        ['MEMBERSHIP', 'MEMBERSHIP', 9_000_000, seller.id],
      ]),
    )
    expect(booked).toHaveLength(2)
    expect(booked.every((e) => e.transactionId === null)).toBe(true)

    const url = `/api/v1/account/membership/invoices/${m.invoices[0].id}`
    const page = await call(seller, 'GET', url)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Membership invoice: BASIC plan')
    expect(page.body).toContain('Sandbox')
    const pdf = await call(seller, 'GET', `${url}?format=pdf`)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect((await mailsTo(seller)).map((x) => x.subject)).toContain('Your BASIC plan is active')
  })

  it('upgrades half way through: credit for the unused part, charge for the rest', async () => {
    const seller = await t.factories.seller()
    await buy(seller, 'BASIC')
    const before = await mine(seller)
    const whole = Date.parse(before.expiresAt) - Date.parse(before.now)
    await moveTo(seller, whole / 2)
    const quote = (await call(seller, 'GET', '/api/v1/account/membership/quote?plan=PRO')).json()
    expect(quote).toMatchObject({ kind: 'UPGRADE', effectiveAt: before.expiresAt })
    expect(quote.creditMicros).toBeGreaterThan(4_400_000)
    expect(quote.creditMicros).toBeLessThan(4_600_000)
    expect(quote.chargeMicros).toBeGreaterThan(34_000_000)
    expect(quote.chargeMicros).toBeLessThan(36_000_000)
    const m = (await buy(seller, 'PRO')).json()
    expect(m).toMatchObject({ plan: 'PRO', expiresAt: before.expiresAt, hasSearchStats: true })
    const upgrade = m.invoices.find((i: { kind: string }) => i.kind === 'UPGRADE')
    expect(Math.abs(upgrade.amountMicros - quote.chargeMicros)).toBeLessThan(1_000)
  })

  it.each([
    [
      { plan: 'GOLD', cycle: 'MONTHLY', cardNumber: CARD_OK, idempotencyKey: 'k-12345678' },
      'membership.plan.invalid',
    ],
    [
      { plan: 'PRO', cycle: 'DAILY', cardNumber: CARD_OK, idempotencyKey: 'k-12345678' },
      'membership.cycle.invalid',
    ],
    [
      { plan: 'PRO', cycle: 'MONTHLY', cardNumber: 'abc', idempotencyKey: 'k-12345678' },
      'membership.card.invalid',
    ],
    [
      { plan: 'PRO', cycle: 'MONTHLY', cardNumber: CARD_DECLINED, idempotencyKey: 'k-12345678' },
      'membership.card.declined',
    ],
  ])('bad input is a 400 with its message key and charges nothing: %j', async (body, code) => {
    const seller = await t.factories.seller({ membershipPlan: 'BASIC' })
    const res = await call(seller, 'POST', '/api/v1/account/membership/purchase', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.map((f: { code: string }) => f.code)).toContain(code)
    expect(await invoicesOf(seller)).toHaveLength(0)
    expect((await mine(seller)).plan).toBe('BASIC')
  })

  it('refuses the same plan and a lower one (that is a downgrade)', async () => {
    const seller = await t.factories.seller()
    await buy(seller, 'PREMIUM')
    const codeOf = async (plan: string) => (await buy(seller, plan)).json().error.fields[0].code
    expect(await codeOf('PREMIUM')).toBe('membership.purchase.samePlan')
    expect(await codeOf('BASIC')).toBe('membership.purchase.isDowngrade')
    expect(await invoicesOf(seller)).toHaveLength(1)
  })
})

describe('downgrade, cancel, renewal, reminders, expiry (issue 19, spec §6)', () => {
  it('downgrades at period end: renewal charges the lower plan', async () => {
    const seller = await t.factories.seller()
    await buy(seller, 'PRO')
    const res = await call(seller, 'POST', '/api/v1/account/membership/downgrade', {
      plan: 'BASIC',
    })
    expect(res.json()).toMatchObject({ plan: 'PRO', scheduledPlan: 'BASIC' })
    const up = await call(seller, 'POST', '/api/v1/account/membership/downgrade', { plan: 'PRO' })
    expect(up.json().scheduledPlan).toBeNull() // the current plan clears the downgrade
    await call(seller, 'POST', '/api/v1/account/membership/downgrade', { plan: 'BASIC' })
    const oldEnd = (await mine(seller)).expiresAt
    await moveTo(seller, DAY_MS / 2)
    await runBilling()
    const m = await mine(seller)
    expect(m).toMatchObject({ plan: 'BASIC', scheduledPlan: null, notice: { kind: 'RENEWED' } })
    expect(Date.parse(m.expiresAt)).toBeGreaterThan(Date.parse(oldEnd))
    expect(m.invoices[0]).toMatchObject({ kind: 'RENEWAL', plan: 'BASIC', amountMicros: 9_000_000 })
  })

  it('cancel keeps the benefits to expiresAt, then they are gone at once; resume is refused after', async () => {
    const seller = await t.factories.seller()
    await buy(seller, 'PRO')
    const off = await call(seller, 'PUT', '/api/v1/account/membership/auto-renew', {
      isAutoRenew: false,
    })
    expect(off.json()).toMatchObject({ isAutoRenew: false, hasSearchStats: true })
    await t.factories.domain({ sellerId: seller.id, totalSearch30Cnt: 7 })
    const stats = async () =>
      (await call(seller, 'GET', '/api/v2/domains?includeSearchStats=true')).json().items[0]
        .searchStats
    await moveTo(seller, 60_000)
    expect(await stats()).toMatchObject({ totalSearch30Cnt: 7 })
    await moveTo(seller, 0)
    await call(admin, 'POST', '/api/v1/test/clock/advance', { days: 0.001 })
    expect(await stats()).toBeUndefined()
    expect((await mine(seller)).hasSearchStats).toBe(false)
    await runBilling()
    expect(await mine(seller)).toMatchObject({ isActive: false, notice: { kind: 'LAPSED' } })
    expect(await invoicesOf(seller)).toHaveLength(1)
    const resume = await call(seller, 'PUT', '/api/v1/account/membership/auto-renew', {
      isAutoRenew: true,
    })
    expect(resume.json().error.fields[0].code).toBe('membership.noPaidPeriod')
  })

  it('a declined renewal lets the plan lapse at expiry and tells the seller', async () => {
    const seller = await t.factories.seller()
    await buy(seller, 'PREMIUM', CARD_FAILS_LATER)
    await moveTo(seller, DAY_MS / 2)
    await runBilling()
    const m = await mine(seller)
    expect(m).toMatchObject({ plan: 'PREMIUM', isAutoRenew: false, isActive: true })
    expect(m.notice).toMatchObject({ kind: 'RENEWAL_FAILED' })
    expect((await mailsTo(seller)).map((x) => x.subject)).toContain('We could not renew your plan')
    const resume = await call(seller, 'PUT', '/api/v1/account/membership/auto-renew', {
      isAutoRenew: true,
    })
    expect(resume.json().error.fields[0].code).toBe('membership.renewal.cardDeclined')
  })

  it('sends the 7-day and the 1-day reminder once each', async () => {
    const seller = await t.factories.seller()
    await buy(seller, 'BASIC')
    await call(seller, 'PUT', '/api/v1/account/membership/auto-renew', { isAutoRenew: false })
    const reminders = async () =>
      (await mailsTo(seller)).filter((x) => x.subject === 'Your plan ends soon').length
    await moveTo(seller, 6 * DAY_MS)
    await runBilling()
    await runBilling()
    expect(await reminders()).toBe(1)
    expect(await mine(seller)).toMatchObject({
      isExpiringSoon: true,
      notice: { kind: 'REMINDER', days: 7 },
    })
    await moveTo(seller, DAY_MS / 2)
    await runBilling()
    await runBilling()
    expect(await reminders()).toBe(2)
    expect((await mine(seller)).notice).toMatchObject({ kind: 'REMINDER', days: 1 })
  })
})

describe('another seller never reads or changes a membership (issue 19)', () => {
  it("answers 404 for another seller's invoice", async () => {
    const owner = await t.factories.seller()
    const other = await t.factories.seller()
    const m = (await buy(owner, 'BASIC')).json()
    const url = `/api/v1/account/membership/invoices/${m.invoices[0].id}`
    expect((await call(other, 'GET', url)).statusCode).toBe(404)
    expect((await mine(other)).invoices).toEqual([])
  })
})

describe('POST /api/v1/admin/accounts/:userId/membership (issue 19, decision 1310)', () => {
  const url = (id: string) => `/api/v1/admin/accounts/${id}/membership`
  const body = { plan: 'PRO', expiresAt: '2030-01-01T00:00:00.000Z', note: 'Goodwill' }

  it('refuses sellers (403) and the signed out (401)', async () => {
    const seller = await t.factories.seller()
    expect((await call(seller, 'POST', url(seller.id), body)).statusCode).toBe(403)
    expect((await call(null, 'POST', url(seller.id), body)).statusCode).toBe(401)
    expect((await mine(seller)).plan).toBe('NONE')
  })

  it('changes the plan and records before, after and the note in the audit log', async () => {
    const seller = await t.factories.seller()
    await buy(seller, 'BASIC')
    const before = (await mine(seller)).expiresAt
    const res = await call(admin, 'POST', url(seller.id), body)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ userId: seller.id, plan: 'PRO', expiresAt: body.expiresAt })
    expect(await mine(seller)).toMatchObject({ plan: 'PRO', expiresAt: body.expiresAt })
    const entries = await t.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.subjectId, seller.id), eq(adminAuditLog.action, 'membership.change')),
      )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      subjectType: 'account',
      before: { plan: 'BASIC', expiresAt: before },
      after: { plan: 'PRO', expiresAt: body.expiresAt },
      note: 'Goodwill',
    })
  })

  it('refuses a missing note (400 with its key) and an unknown account (404)', async () => {
    const seller = await t.factories.seller()
    const res = await call(admin, 'POST', url(seller.id), { ...body, note: ' ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].code).toBe('admin.note.required')
    const missing = await call(admin, 'POST', url('00000000-0000-4000-8000-000000000000'), body)
    expect(missing.statusCode).toBe(404)
  })
})
