import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export type ReceivedWebhook = {
  headers: Record<string, string>
  body: string
  /** What standardwebhooks' own `verify` made of it: the payload, or the error it threw. */
  verified: { ok: true; payload: unknown } | { ok: false; error: string }
}

/**
 * A webhook receiver on 127.0.0.1 for tests (issue 24): answers each request with the next
 * status of `statuses` (the last one repeats) and checks every signature with the Standard
 * Webhooks library a real receiver would use, against `secret` once it is known.
 */
export async function startWebhookReceiver(statuses: number[]) {
  const received: ReceivedWebhook[] = []
  const waiting: { count: number; resolve: () => void }[] = []
  let secret: string | null = null
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, String(v)]),
      )
      let verified: ReceivedWebhook['verified']
      try {
        verified = { ok: true, payload: new Webhook(secret ?? '').verify(body, headers) }
      } catch (error) {
        verified = { ok: false, error: String(error) }
      }
      received.push({ headers, body, verified })
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200
      response.writeHead(status, { 'content-type': 'text/plain' })
      response.end(status >= 400 ? `receiver says ${status}` : 'ok')
      for (const w of waiting.filter((w) => received.length >= w.count)) w.resolve()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The endpoint's secret, to verify signatures with. */
    useSecret(value: string) {
      secret = value
    },
    /** Resolves once `count` requests have arrived. */
    waitForRequests(count: number) {
      if (received.length >= count) return Promise.resolve()
      return new Promise<void>((resolve) => waiting.push({ count, resolve }))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
