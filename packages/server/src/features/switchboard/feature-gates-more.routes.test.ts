import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { featureFlags } from '../../db/schema/feature-flags.ts'
import { testAppForFile, uniqueSuffix } from '../../test/build-test-app.ts'
import { cohortOf } from '../../test/cohorts.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()
const { json } = userRequests(() => t)

const OFF = (flag: string) => ({ field: flag, code: 'switchboard.error.featureOff' })

/** A new account of these roles in a cohort whose row turns `key` off (spec §6). */
async function accountWithFlagOff(key: string, roles: ('seller' | 'buyer' | 'broker')[]) {
  const account = await t.factories.user({ roles })
  const cohortId = await cohortOf(t.db, [account.id], `${key}-off`)
  await t.db.insert(featureFlags).values({ key, cohortId, state: 'off' })
  return account
}

describe('issue 19: landerSorting, brokerMessaging and the default lander gate their features (spec §6, decisions 1328-1329)', () => {
  it('landerSorting: sorting the portfolio by lander is refused when off; other sorts are not', async () => {
    const off = await accountWithFlagOff('landerSorting', ['seller', 'buyer'])
    await t.factories.domain({ sellerId: off.id })
    const byLander = await json(off, 'GET', '/api/v2/domains?sort=landerTemplate&order=asc')
    expect(byLander.status).toBe(403)
    expect(byLander.body.error.fields).toEqual([OFF('landerSorting')])
    const byName = await json(off, 'GET', '/api/v2/domains?sort=domain&order=asc')
    expect(byName.status).toBe(200)
    expect(byName.body.items).toHaveLength(1)

    const on = await t.factories.seller()
    await t.factories.domain({ sellerId: on.id })
    expect((await json(on, 'GET', '/api/v2/domains?sort=landerTemplate&order=asc')).status).toBe(
      200,
    )
  })

  it('brokerMessaging: an assigned broker with it off cannot message (403, no composer); with it on they can', async () => {
    const seller = await t.factories.seller()
    const buyer = await t.factories.user({ roles: ['buyer'] })
    const domain = await t.factories.domain({
      sellerId: seller.id,
      name: `broker-gate-${uniqueSuffix()}.com`,
      status: 'ACTIVE',
      buynowPriceMicros: 10_000_000_000,
    })
    const lead = await json(buyer, 'POST', '/api/v1/leads', {
      domainName: domain.name,
      offerMicros: 3_000_000_000,
    })
    expect(lead.status).toBe(201)
    const leadId: string = lead.body.id

    const mutedBroker = await accountWithFlagOff('brokerMessaging', ['broker'])
    const assign = (brokerId: string) =>
      json(seller, 'PATCH', `/api/v1/leads/selfBrokered/${leadId}`, {
        assignToBroker: true,
        brokerId,
      })
    expect((await assign(mutedBroker.id)).status).toBe(200)
    const mutedView = await json(mutedBroker, 'GET', `/api/v1/leads/${leadId}`)
    expect(mutedView.body.actions.canMessage).toBe(false)
    const refused = await json(mutedBroker, 'POST', `/api/v1/leads/${leadId}/messages`, {
      message: 'Hello from the broker',
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error.fields).toEqual([OFF('brokerMessaging')])
    const timeline = await json(seller, 'GET', `/api/v1/leads/${leadId}/messages`)
    expect(timeline.body.items.map((m: { type: string }) => m.type)).not.toContain('BrokerMessage')

    // The switch on for everyone (the demo's seed): the same lead's broker may message.
    const [general] = await t.db
      .select({ state: featureFlags.state })
      .from(featureFlags)
      .where(sql`${featureFlags.key} = 'brokerMessaging' and ${featureFlags.cohortId} is null`)
    expect(general?.state).toBe('on')
    const broker = await t.factories.user({ roles: ['broker'] })
    await json(seller, 'PATCH', `/api/v1/leads/selfBrokered/${leadId}`, { assignToBroker: false })
    expect((await assign(broker.id)).status).toBe(200)
    expect((await json(broker, 'GET', `/api/v1/leads/${leadId}`)).body.actions.canMessage).toBe(
      true,
    )
    const sent = await json(broker, 'POST', `/api/v1/leads/${leadId}/messages`, {
      message: 'Hello from the broker',
    })
    expect(sent.status).toBe(200)
  })

  it('the default lander: changing its colours needs showDanCustomBgColor, its lease terms leaseToOwnSettings; the same values pass', async () => {
    const noColours = await accountWithFlagOff('showDanCustomBgColor', ['seller', 'buyer'])
    const saved = (await json(noColours, 'GET', '/api/v1/account/lander')).body
    const colours = await json(noColours, 'PATCH', '/api/v1/account/lander', {
      backgroundColorOption: 'CUSTOM',
      backgroundColorCustom: '#0f766e',
    })
    expect(colours.status).toBe(403)
    expect(colours.body.error.fields).toEqual([OFF('showDanCustomBgColor')])
    // A form sent back with its colours unchanged is not refused.
    const same = await json(noColours, 'PATCH', '/api/v1/account/lander', {
      backgroundColorOption: saved.backgroundColorOption,
      fontColorOption: saved.fontColorOption,
    })
    expect(same.status).toBe(200)

    const noLeases = await accountWithFlagOff('leaseToOwnSettings', ['seller', 'buyer'])
    const lease = await json(noLeases, 'PATCH', '/api/v1/account/lander', {
      leasingEnabled: true,
      maxLeasePeriod: 12,
    })
    expect(lease.status).toBe(403)
    expect(lease.body.error.fields).toEqual([OFF('leaseToOwnSettings')])

    const seller = await t.factories.seller()
    expect(
      (
        await json(seller, 'PATCH', '/api/v1/account/lander', {
          backgroundColorOption: 'CUSTOM',
          backgroundColorCustom: '#0f766e',
          buynowPrice: 1_200_000_000,
          leasingEnabled: true,
          maxLeasePeriod: 12,
        })
      ).status,
    ).toBe(200)
  })
})
