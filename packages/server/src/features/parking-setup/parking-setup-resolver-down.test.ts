import { createSocket } from 'node:dgram'
import { describe, expect, it } from 'vitest'
import { uniqueSuffix, testAppForFile } from '../../test/build-test-app.ts'

/** A UDP port on 127.0.0.1 that nothing answers on: bound, read by no one, then closed. */
async function silentPort(): Promise<number> {
  const socket = createSocket('udp4')
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address()
  await new Promise<void>((resolve) => socket.close(() => resolve()))
  return port
}

const t = testAppForFile({
  DNS_RESOLVERS: `127.0.0.1:${await silentPort()}`,
  DNS_TIMEOUT_MS: '200',
  REGISTRATION_DATA: 'none',
  BACKGROUND_JOBS: 'false',
})

describe('parking setup with our resolver down (decision 541)', () => {
  it('answers "not checked" with its own key, never "not live", and keeps it so', async () => {
    const user = await t.factories.seller()
    const name = `down-${uniqueSuffix()}.com`
    await t.factories.domain({
      sellerId: user.id,
      name,
      landingPage: 'PARKING',
      landerTemplate: 'CASH_PARKING',
    })
    const headers = await t.signedIn(user)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/parking/setup/check',
      headers,
      payload: { domainNames: [name] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toEqual([
      {
        domainName: name,
        isParked: true,
        status: 'NOT_CHECKED',
        problem: 'parkingSetup.problem.resolverFailed',
        checkedAt: null,
      },
    ])
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/parking/setup', headers })
    expect(page.json().items[0]).toMatchObject({ status: 'NOT_CHECKED', checkedAt: null })
  })
})
