import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_EXCERPT_BYTES, sendWebhook } from './send-webhook.ts'
import { resolveWithSystemDns } from './webhook-target.ts'

// Issue 24 / decision 1112: a receiver cannot make us buffer its answer; decision 1111: the
// check runs again at send time.
let server: http.Server
let url = ''
beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    // Far more than the cap, in many writes: only the first kilobyte is read.
    for (let i = 0; i < 1000; i += 1) response.write('x'.repeat(1024))
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const message = { id: crypto.randomUUID(), type: 'webhook.test', occurredAt: new Date(), data: {} }
const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`

describe('sendWebhook', () => {
  it('reads at most the excerpt of a large answer', async () => {
    const outcome = await sendWebhook({ url, secret }, message, {
      allowPrivateTargets: true,
      resolve: resolveWithSystemDns,
    })
    expect(outcome.ok).toBe(true)
    expect(outcome.responseExcerpt!.length).toBeLessThanOrEqual(RESPONSE_EXCERPT_BYTES)
  })

  it('refuses a private target at send time without the setting, sending nothing', async () => {
    const outcome = await sendWebhook({ url: url.replace('http:', 'https:'), secret }, message, {
      allowPrivateTargets: false,
      resolve: resolveWithSystemDns,
    })
    expect(outcome).toMatchObject({
      ok: false,
      statusCode: null,
      error: 'webhooks.error.privateTarget',
    })
  })
})
