import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuditLog } from '../../../db/schema/admin-audit.ts'
import { ledgerEntries, payouts, sandboxPayments } from '../../../db/schema/sales.ts'
import type { UserRow } from '../../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts'
import { buyableDomain } from '../../../test/listed-domain.ts'
import { ACH_PAYOUT_ACCOUNT, W9_TAX_FORM } from '../../../test/payee-forms.ts'
import { SANDBOX_CARDS } from '../payment-provider.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())

let seq = 0
async function call(
  user: UserRow | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(user ? await t.signedIn(user) : {}),
      ...(url === '/api/v1/checkout/orders' ? { 'idempotency-key': `admin-tx-${++seq}` } : {}),
    },
    ...(body ? { payload: body } : {}),
  })
}

async function paidSale(priceUsd = 1200) {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const domain = await buyableDomain(t, seller.id, priceUsd)
  const res = await call(buyer, 'POST', '/api/v1/checkout/orders', {
    domainName: domain.name,
    cardName: 'Bo Buyer',
    cardNumber: SANDBOX_CARDS.ok,
  })
  expect(res.statusCode).toBe(200)
  return { seller, buyer, domain, transactionId: res.json().transactionId as string }
}

/** A sale whose transfer an admin confirmed: its payout exists. */
async function transferredSale(admin: UserRow) {
  const sale = await paidSale()
  const base = `/api/v1/transactions/${sale.transactionId}`
  await call(sale.seller, 'PATCH', `${base}/transfer/authCode`, { authCode: 'EPP-1' })
  const confirmed = await call(
    admin,
    'POST',
    `/api/v1/admin/transactions/${sale.transactionId}/transfer/confirm`,
  )
  expect(confirmed.statusCode).toBe(200)
  return { ...sale, payoutId: confirmed.json().payouts[0].payoutId as string }
}

const auditOf = (subjectId: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.subjectId, subjectId))

const ledgerOf = (transactionId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId))

describe('the admin transactions desk refuses everyone but admins (issue 19)', () => {
  it('answers 401 signed out and 403 to a seller on every route', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const { seller, transactionId, payoutId } = await transferredSale(admin)
    const routes = [
      ['GET', '/api/v1/admin/transactions'],
      ['GET', `/api/v1/admin/transactions/${transactionId}`],
      ['POST', `/api/v1/admin/transactions/${transactionId}/cancel`],
      ['GET', '/api/v1/admin/payouts/stuck'],
      ['POST', `/api/v1/admin/payouts/${payoutId}/retry`],
    ] as const
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { reason: 'Fraud suspected' } : undefined
      expect((await call(null, method, url, body)).statusCode, url).toBe(401)
      expect((await call(seller, method, url, body)).statusCode, url).toBe(403)
    }
    expect(await auditOf(transactionId)).toEqual([])
  })
})

describe('listing transactions (issue 19)', () => {
  it('filters by status and kind, searches by domain or email, and pages by keyset', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const a = await paidSale()
    const b = await paidSale()
    const byDomain = await call(admin, 'GET', `/api/v1/admin/transactions?q=${a.domain.name}`)
    expect(byDomain.json().items.map((i: { domain: string }) => i.domain)).toEqual([a.domain.name])
    expect(byDomain.json().items[0]).toMatchObject({ isCancellable: true, kind: 'SALE' })
    const byBuyer = await call(admin, 'GET', `/api/v1/admin/transactions?q=${b.buyer.email}`)
    expect(byBuyer.json().items.map((i: { domain: string }) => i.domain)).toEqual([b.domain.name])
    const none = await call(
      admin,
      'GET',
      `/api/v1/admin/transactions?q=${a.domain.name}&status=PAID`,
    )
    expect(none.json().items).toEqual([])

    const first = (await call(admin, 'GET', '/api/v1/admin/transactions?limit=1&kind=SALE')).json()
    expect(first.items).toHaveLength(1)
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = await call(
      admin,
      'GET',
      `/api/v1/admin/transactions?limit=1&kind=SALE&cursor=${encodeURIComponent(first.nextCursor)}`,
    )
    expect(second.json().items[0].transactionId).not.toBe(first.items[0].transactionId)
  })

  it('refuses a forged cursor with a message key, not a 5xx', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const res = await call(admin, 'GET', '/api/v1/admin/transactions?cursor=nonsense')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual([
      { field: 'cursor', code: 'admin.transactions.badCursor' },
    ])
  })
})

describe('cancelling with a full refund (issue 19, spec §4, decision 1345)', () => {
  it('cancels a paid sale, refunds the buyer once, balances the ledger and records both actions', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const { buyer, seller, transactionId } = await paidSale(1500)
    const url = `/api/v1/admin/transactions/${transactionId}/cancel`
    const res = await call(admin, 'POST', url, { reason: 'Card reported stolen' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'CANCELLED', fullStatus: 'CANCELLED' })

    // Buyer and seller both read the status and the reason where they look.
    for (const who of [buyer, seller]) {
      const seen = (await call(who, 'GET', `/api/v1/transactions/${transactionId}`)).json()
      expect(seen.status).toBe('CANCELLED')
      expect(seen.events.map((e: { note: string | null }) => e.note)).toContain(
        'Card reported stolen',
      )
    }
    const entries = await ledgerOf(transactionId)
    expect(entries.reduce((s, e) => s + e.amountMicros, 0)).toBe(0)
    const buyerNet = entries
      .filter((e) => e.account === 'BUYER')
      .reduce((s, e) => s + e.amountMicros, 0)
    expect(buyerNet).toBe(0)
    const audit = await auditOf(transactionId)
    expect(audit.map((a) => a.action).sort()).toEqual(['transaction.cancel', 'transaction.refund'])
    expect(audit.find((a) => a.action === 'transaction.refund')).toMatchObject({
      actorId: admin.id,
      subjectType: 'transaction',
      after: { refundedMicros: 1_500_000_000 },
      note: 'Card reported stolen',
    })

    // A second cancel is refused with its key, and nothing more is refunded or recorded.
    const again = await call(admin, 'POST', url, { reason: 'Card reported stolen' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.fields).toEqual([
      { field: 'status', code: 'admin.transactions.notCancellable' },
    ])
    expect(await ledgerOf(transactionId)).toHaveLength(entries.length)
    expect(await auditOf(transactionId)).toHaveLength(2)
    const refunds = await t.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.kind, 'REFUND'),
          eq(sandboxPayments.idempotencyKey, `refund:${transactionId}`),
        ),
      )
    expect(refunds).toHaveLength(1)
  })

  it('refuses a sale whose transfer is done, and a missing reason, changing nothing', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const { transactionId } = await transferredSale(admin)
    const url = `/api/v1/admin/transactions/${transactionId}/cancel`
    const noReason = await call(admin, 'POST', url, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.fields[0].code).toBe('admin.transactions.reasonRequired')
    const late = await call(admin, 'POST', url, { reason: 'Too late' })
    expect(late.statusCode).toBe(409)
    const detail = (await call(admin, 'GET', `/api/v1/admin/transactions/${transactionId}`)).json()
    expect(detail.status).not.toBe('CANCELLED')
    expect(await auditOf(transactionId)).toEqual([])
  })
})

describe('retrying stuck payouts (issue 19, spec §4 payout statuses)', () => {
  it('a user error that is still unfixed fails again clearly and nothing changes', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const { payoutId } = await transferredSale(admin)
    await t.db
      .update(payouts)
      .set({ status: 'SCHEDULE_USER_ERROR', error: 'No payable account' })
      .where(eq(payouts.id, payoutId))
    const stuck = (await call(admin, 'GET', '/api/v1/admin/payouts/stuck')).json()
    expect(stuck.items).toContainEqual(
      expect.objectContaining({
        payoutId,
        status: 'SCHEDULE_USER_ERROR',
        error: 'No payable account',
      }),
    )
    const res = await call(admin, 'POST', `/api/v1/admin/payouts/${payoutId}/retry`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields).toEqual([
      { field: 'payoutAccount', code: 'admin.payouts.stillBlocked' },
    ])
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payoutId))
    expect(row).toMatchObject({ status: 'SCHEDULE_USER_ERROR', error: 'No payable account' })
    expect(await auditOf(payoutId)).toEqual([])
  })

  it('a system error is scheduled again through the payout path and recorded once', async () => {
    const admin = await t.factories.user({ roles: ['admin'] })
    const { seller, payoutId } = await transferredSale(admin)
    expect((await call(seller, 'PATCH', '/api/v1/account/tax', W9_TAX_FORM)).statusCode).toBe(200)
    expect(
      (await call(seller, 'POST', '/api/v1/account/payments', ACH_PAYOUT_ACCOUNT)).statusCode,
    ).toBe(200)
    await t.db
      .update(payouts)
      .set({ status: 'SCHEDULE_SYSTEM_ERROR', error: 'Provider timed out' })
      .where(eq(payouts.id, payoutId))
    const res = await call(admin, 'POST', `/api/v1/admin/payouts/${payoutId}/retry`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ payoutId, status: 'SCHEDULE_SUCCESS' })
    expect(res.json().scheduledFor).toEqual(expect.any(String))
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.subjectId, payoutId), eq(adminAuditLog.action, 'payout.retry')))
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        subjectType: 'payout',
        before: { status: 'SCHEDULE_SYSTEM_ERROR', error: 'Provider timed out' },
      }),
    ])
    const again = await call(admin, 'POST', `/api/v1/admin/payouts/${payoutId}/retry`)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.fields[0].code).toBe('admin.payouts.notStuck')
  })
})
