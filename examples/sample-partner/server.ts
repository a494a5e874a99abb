// A tiny sample partner (issue 24): a reseller's shop that searches Namefolio's listings through
// the partner API and buys fast-transfer names for its customers, with its key kept on its
// server, and that receives `transfer.updated` webhooks, checked with the Standard Webhooks
// library. Plain Node (24+, type stripping), run from the repository root (which installs
// `standardwebhooks`): `PARTNER_KEY=nfprt_… NAMEFOLIO_URL=http://127.0.0.1:3000 node
// examples/sample-partner/server.ts`.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { Webhook } from 'standardwebhooks'

const config = {
  key: process.env.PARTNER_KEY ?? '',
  api: (process.env.NAMEFOLIO_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 4100),
}
if (!config.key) {
  console.error('Set PARTNER_KEY to a partner key issued on /admin/partners.')
  process.exit(1)
}

type Listing = { domainName: string; priceMicros: number; instantlyAvailable: boolean }
type Order = {
  id: string
  domainName: string
  paymentStatus: string
  transferStatus: string | null
  sandbox: boolean
}
type ApiError = { error: { message: string; fields?: { code: string }[] } }

/** What the shop remembers: its orders and the webhook events it received. */
const orders: Order[] = []
const events: { type: string; status: string; domainName: string; verified: boolean }[] = []
let webhookSecret: string | null = null

async function api<T>(method: string, path: string, body?: unknown, idempotencyKey?: string) {
  const response = await fetch(`${config.api}/api/partner/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.key}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await response.json()) as T | ApiError
  if (!response.ok) throw new Error((json as ApiError).error.message)
  return json as T
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const usd = (micros: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(micros / 1e6)

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sample partner shop</title>
<style>body{font:16px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
li{margin:.4rem 0}button{font:inherit}.note{color:#555}</style></head>
<body><h1>Sample partner shop</h1>
<p class="note">A demo reseller using the Namefolio partner API. Payments use the sandbox test card.</p>
${body}</body></html>`
}

/** The orders' current status, asked of the API each time the page is shown. */
async function refreshOrders(): Promise<void> {
  for (const [i, order] of orders.entries()) {
    orders[i] = await api<Order>('GET', `/orders/${order.id}`)
  }
}

async function home(query: string, message = ''): Promise<string> {
  await refreshOrders()
  const found = await api<{ items: Listing[]; total: number }>(
    'GET',
    `/listings?limit=20&q=${encodeURIComponent(query)}`,
  )
  const items = found.items
    .map(
      (
        l,
      ) => `<li data-domain="${escape(l.domainName)}">${escape(l.domainName)} · ${usd(l.priceMicros)}
      ${
        l.instantlyAvailable
          ? `<form method="post" action="/buy" style="display:inline">
          <input type="hidden" name="domainName" value="${escape(l.domainName)}">
          <input type="hidden" name="priceMicros" value="${l.priceMicros}">
          <button type="submit">Buy ${escape(l.domainName)}</button></form>`
          : '<span>(not instantly available)</span>'
      }</li>`,
    )
    .join('')
  const orderList = orders
    .map(
      (o) =>
        `<li data-order="${o.id}">${escape(o.domainName)}: payment ${o.paymentStatus}, transfer ${o.transferStatus ?? 'n/a'}${o.sandbox ? ' (sandbox)' : ''}</li>`,
    )
    .join('')
  const eventList = events
    .map(
      (e) =>
        `<li>${escape(e.type)} ${escape(e.domainName)} → ${escape(e.status)}${e.verified ? '' : ' (unverified)'}</li>`,
    )
    .join('')
  return page(`${message ? `<p role="status">${escape(message)}</p>` : ''}
<form method="get" action="/"><label>Search names <input name="q" value="${escape(query)}"></label>
<button type="submit">Search</button></form>
<h2>Results (${found.total})</h2><ul>${items || '<li>No names found.</li>'}</ul>
<h2>Your orders</h2><ul>${orderList || '<li>No orders yet.</li>'}</ul>
<h2>Transfer updates</h2><ul>${eventList || '<li>None yet.</li>'}</ul>`)
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Standard Webhooks: checked with the specification's own library, which also refuses a
 * timestamp more than five minutes off (replays).
 */
function isSigned(request: IncomingMessage, body: string): boolean {
  if (!webhookSecret) return false
  try {
    new Webhook(webhookSecret).verify(body, {
      'webhook-id': String(request.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
    })
    return true
  } catch {
    return false
  }
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', `http://${config.host}`)
  const send = (status: number, html: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  }
  if (request.method === 'GET' && url.pathname === '/') {
    return send(200, await home(url.searchParams.get('q') ?? ''))
  }
  if (request.method === 'POST' && url.pathname === '/buy') {
    const form = new URLSearchParams(await readBody(request))
    const domainName = form.get('domainName') ?? ''
    try {
      const order = await api<Order>(
        'POST',
        '/orders',
        {
          domainName,
          priceMicros: Number(form.get('priceMicros')),
          customer: { email: 'customer@sample-partner.test', name: 'Sam Customer' },
          payment: { cardNumber: '4242424242424242', cardName: 'Sam Customer' },
        },
        randomUUID(),
      )
      orders.unshift(order)
      return send(
        200,
        await home('', `Bought ${order.domainName}: payment ${order.paymentStatus}.`),
      )
    } catch (error) {
      return send(200, await home('', `Could not buy ${domainName}: ${(error as Error).message}`))
    }
  }
  if (request.method === 'POST' && url.pathname === '/webhooks') {
    const body = await readBody(request)
    const event = JSON.parse(body) as { type?: string; data?: Record<string, string> }
    events.unshift({
      type: event.type ?? 'unknown',
      status: event.data?.status ?? '',
      domainName: event.data?.domainName ?? '',
      verified: isSigned(request, body),
    })
    response.writeHead(204).end()
    return
  }
  send(404, page('<p>Not found.</p>'))
}

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    response.writeHead(502, { 'content-type': 'text/plain' })
    response.end(`Namefolio could not be reached: ${(error as Error).message}`)
  })
})
server.listen(config.port, config.host, async () => {
  // PORT=0 takes any free port; the address says which.
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  try {
    const hook = await api<{ secret: string }>('POST', '/webhooks', {
      url: `http://${config.host}:${port}/webhooks`,
    })
    webhookSecret = hook.secret
  } catch (error) {
    console.error(`webhook not registered: ${(error as Error).message}`)
  }
  // The e2e journey waits for this line.
  console.log(`sample partner listening on http://${config.host}:${port}`)
})
