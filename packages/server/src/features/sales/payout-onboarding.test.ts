import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createHttpOnboarding, createSandboxOnboarding } from './payout-onboarding.ts'

// The payout provider's onboarding call (issue 18, decision 1031), against a fake provider
// HTTP server on 127.0.0.1: what we send, and that only a checked https URL comes back.

type Seen = { method: string; url: string; authorization: string; body: unknown }
let answer: (res: import('node:http').ServerResponse) => void = () => undefined
let seen: Seen[] = []
let server: Server
let baseUrl = ''

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
}

beforeAll(async () => {
  server = createServer((request, res) => {
    void readBody(request).then((body) => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        body,
      })
      answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
  seen = []
})

const json = (status: number, body: unknown) => (res: import('node:http').ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}
const input = {
  accountRef: '0b9f3c1e-6a53-4a0f-9d55-2d7d1d6f7a10',
  returnUrl: 'https://namefolio.test/account/link/success?kind=payout&capId=x',
  refreshUrl: 'https://namefolio.test/account/payments',
}
const provider = (timeoutMs = 2_000) =>
  createHttpOnboarding({ name: 'fake', baseUrl, secretKey: 'sk_test_1', timeoutMs })

describe('createHttpOnboarding against a fake provider', () => {
  it('posts an account link with the secret key and answers the provider URL', async () => {
    answer = json(200, { url: 'https://connect.provider.test/setup/abc' })
    await expect(provider().onboardingUrl(input)).resolves.toBe(
      'https://connect.provider.test/setup/abc',
    )
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v1/account_links',
        authorization: 'Bearer sk_test_1',
        body: {
          account: input.accountRef,
          type: 'account_onboarding',
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        },
      },
    ])
  })

  it.each([
    ['a provider error', json(500, { error: 'boom' })],
    ['a refused key', json(401, { error: 'invalid key' })],
    ['an answer without a URL', json(200, { id: 'link_1' })],
    ['a URL that is not https', json(200, { url: 'http://connect.provider.test/setup' })],
    ['a script URL', json(200, { url: 'javascript:alert(1)' })],
  ])('turns %s into a 502 with a message key, never a URL', async (_case, reply) => {
    answer = reply
    await expect(provider().onboardingUrl(input)).rejects.toMatchObject({
      statusCode: 502,
      fields: [{ field: 'provider', code: 'accountPayments.error.provider' }],
    })
  })

  it('gives up on a provider that does not answer in time', async () => {
    answer = () => undefined // never answers
    await expect(provider(200).onboardingUrl(input)).rejects.toMatchObject({ statusCode: 502 })
  })
})

describe('createSandboxOnboarding', () => {
  it("points at the app's own sandbox page for the account", async () => {
    const sandbox = createSandboxOnboarding('https://namefolio.test')
    expect(sandbox.isSandbox).toBe(true)
    await expect(sandbox.onboardingUrl(input)).resolves.toBe(
      `https://namefolio.test/sandbox/payout-onboarding/${input.accountRef}`,
    )
  })
})
