import { describe, expect, it } from 'vitest'
import { usdToMicros } from '@namefolio/core/money/money'
import type { WaitingList } from '@namefolio/core/notifications/waiting.contract'
import type { UserRow } from '../../db/schema/users.ts'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'
import { listedDomain } from '../../test/listed-domain.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()

const $ = usdToMicros
/** The sandbox provider's card that always pays. */
const SANDBOX_CARD_OK = '4242424242424242'

const { json: call } = userRequests(() => t)

const waiting = async (user: UserRow) =>
  (await call(user, 'GET', '/api/v1/account/notifications/waiting')).body as WaitingList
const kinds = (list: WaitingList) => list.items.map((item) => item.kind)

/** A seller with a listed domain and a buyer whose offer opened a lead on it. */
async function offerScenario() {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const broker = await t.factories.user({ roles: ['broker'] })
  const domain = await listedDomain(t, seller.id, 'wait')
  const offered = await call(buyer, 'POST', '/api/v1/leads', {
    domainName: domain.name,
    offerMicros: $(3_000),
  })
  expect(offered.status).toBe(201)
  return { seller, buyer, broker, domain, leadId: offered.body.id as string }
}

describe('what waits for a person, per role (issue 13, decision 952)', () => {
  it('a buyer’s standing offer waits for the seller, linked to the lead', async () => {
    const s = await offerScenario()
    const list = await waiting(s.seller)
    expect(list.total).toBe(1)
    expect(list.items[0]).toMatchObject({
      kind: 'offerToAnswer',
      role: 'seller',
      domainName: s.domain.name,
      amountMicros: $(3_000),
      href: `/sales/leads/${s.leadId}/details`,
    })
    expect((await waiting(s.buyer)).total).toBe(0)
  })

  it('is derived from live data: deleting the stored notices leaves the offer waiting', async () => {
    const s = await offerScenario()
    expect((await call(s.seller, 'DELETE', '/api/v1/account/notifications')).status).toBe(200)
    expect(kinds(await waiting(s.seller))).toEqual(['offerToAnswer'])
  })

  it('a seller’s counter waits for the buyer; once accepted the agreed price waits to be paid', async () => {
    const s = await offerScenario()
    const lead = `/api/v1/leads/selfBrokered/${s.leadId}`
    await call(s.seller, 'POST', `${lead}/offer`, { offerMicros: $(6_000) })
    expect(kinds(await waiting(s.seller))).toEqual([])
    const countered = await waiting(s.buyer)
    expect(countered.items[0]).toMatchObject({
      kind: 'counterToAnswer',
      href: `/negotiations/${s.leadId}`,
      amountMicros: $(6_000),
    })
    const accepted = await call(s.buyer, 'PATCH', lead, { accept: true })
    expect(accepted.status).toBe(200)
    const toPay = await waiting(s.buyer)
    expect(kinds(toPay)).toEqual(['agreedPriceToPay'])
    expect(toPay.items[0]).toMatchObject({
      amountMicros: $(6_000),
      href: `/checkout/agreed/${accepted.body.agreedPrice.id}`,
    })
  })

  it('a lead assigned to a broker waits for the broker, not for the seller', async () => {
    const s = await offerScenario()
    const assigned = await call(s.seller, 'PATCH', `/api/v1/leads/selfBrokered/${s.leadId}`, {
      assignToBroker: true,
      brokerId: s.broker.id,
    })
    expect(assigned.status).toBe(200)
    expect(kinds(await waiting(s.seller))).toEqual([])
    const broker = await waiting(s.broker)
    expect(broker.items).toEqual([
      expect.objectContaining({ kind: 'leadToAnswer', href: `/negotiations/${s.leadId}` }),
    ])
  })

  it('a paid sale waits for the seller’s auth code, then for an admin’s confirmation', async () => {
    const s = await offerScenario()
    const admin = await t.factories.user({ roles: ['admin'] })
    const bought = await call(
      s.buyer,
      'POST',
      '/api/v1/checkout/orders',
      { domainName: s.domain.name, cardName: 'Bo Buyer', cardNumber: SANDBOX_CARD_OK },
      { 'idempotency-key': `wait-${uniqueSuffix()}` },
    )
    expect(bought.body.status).toBe('PAID')
    const transactionId = bought.body.transactionId as string
    const seller = await waiting(s.seller)
    expect(seller.items).toContainEqual(
      expect.objectContaining({ kind: 'authCodeToEnter', href: `/sales/${transactionId}/details` }),
    )
    const before = (await waiting(admin)).total
    await call(s.seller, 'PATCH', `/api/v1/transactions/${transactionId}/transfer/authCode`, {
      authCode: 'EPP-WAIT-1',
    })
    expect(kinds(await waiting(s.seller))).not.toContain('authCodeToEnter')
    const confirm = await waiting(admin)
    expect(confirm.total).toBe(before + 1)
    expect(confirm.items).toContainEqual(
      expect.objectContaining({ kind: 'transferToConfirm', domainName: s.domain.name }),
    )
  })
})
