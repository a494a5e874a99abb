import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { readCappedBody } from '../../http/capped-body.ts'
import {
  parseWebhookUrl,
  resolveWebhookTarget,
  WebhookTargetRefused,
  type WebhookTargetPolicy,
} from './webhook-target.ts'

/** A receiver has this long to answer (decision 1112); the Standard Webhooks guidance is short. */
export const SEND_TIMEOUT_MS = 10_000
/** Only this much of an answer is read and kept: a receiver cannot make us buffer a stream. */
export const RESPONSE_EXCERPT_BYTES = 1024

export type SignedMessage = {
  id: string
  type: string
  /** When the event happened: the body's `timestamp`. */
  occurredAt: Date
  data: Record<string, unknown>
}

export type SendOutcome = {
  ok: boolean
  statusCode: number | null
  responseExcerpt: string | null
  error: string | null
  durationMs: number
}

/**
 * The Standard Webhooks request for one message: the JSON body `{type, timestamp, data}` and
 * the webhook-id / webhook-timestamp / webhook-signature headers, signed with the
 * specification's maintained library so receivers verify with the same library.
 */
export function signedRequest(secret: string, message: SignedMessage, sentAt = new Date()) {
  const body = JSON.stringify({
    type: message.type,
    timestamp: message.occurredAt.toISOString(),
    data: message.data,
  })
  // The signed timestamp is the attempt's, not the event's: receivers refuse stale ones.
  const signature = new Webhook(secret).sign(message.id, sentAt, body)
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Namefolio-Webhooks/1',
      'webhook-id': message.id,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    },
  }
}

function post(
  url: URL,
  pinned: { address: string; family: 4 | 6 },
  request: ReturnType<typeof signedRequest>,
): Promise<{ statusCode: number; excerpt: string }> {
  // Connect to the address that was checked, whatever the name resolves to by now.
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        lookup,
        timeout: SEND_TIMEOUT_MS,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      },
      (response) => {
        readCappedBody(response, RESPONSE_EXCERPT_BYTES).then(
          (body) =>
            resolve({
              statusCode: response.statusCode ?? 0,
              excerpt: body.subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
            }),
          reject,
        )
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')))
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}

/**
 * Sends one signed message to an endpoint URL (issue 24). The target is checked again here,
 * at delivery time (decision 1111); redirects are not followed (a 3xx is a failed attempt);
 * only a 2xx counts as delivered. Never throws: the outcome is what the attempt log shows.
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  message: SignedMessage,
  policy: WebhookTargetPolicy,
): Promise<SendOutcome> {
  const started = performance.now()
  const took = () => Math.round(performance.now() - started)
  try {
    const url = parseWebhookUrl(target.url, policy)
    const pinned = await resolveWebhookTarget(url, policy)
    const answer = await post(url, pinned, signedRequest(target.secret, message))
    return {
      ok: answer.statusCode >= 200 && answer.statusCode < 300,
      statusCode: answer.statusCode,
      responseExcerpt: answer.excerpt || null,
      error: null,
      durationMs: took(),
    }
  } catch (error) {
    const reason =
      error instanceof WebhookTargetRefused
        ? error.reason
        : error instanceof Error
          ? error.message.slice(0, 200)
          : 'failed'
    return { ok: false, statusCode: null, responseExcerpt: null, error: reason, durationMs: took() }
  }
}
