import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { SANDBOX_CARDS } from '../features/sales/payment-provider.ts'
import { federatedIdentities, passkeys } from '../db/schema/identity.ts'
import { domains } from '../db/schema/domains.ts'
import { sessions } from '../db/schema/sessions.ts'
import type { UserRow } from '../db/schema/users.ts'
import { buildTestApp, uniqueSuffix } from './build-test-app.ts'
import { fillPath, listOperations, type Operation } from './openapi-document.ts'

/**
 * Issue 12, "keep what held": every documented route with an id-like path parameter is called
 * for an object of seller A (or of A's buyer) as another seller, an unrelated buyer, a broker
 * not assigned to it and signed out: none may answer anything but 401, 403 or 404. The owner
 * then makes the same call and must get past "not found", which proves the id was real.
 * Routes added later are picked up from /api/openapi.json; a new id parameter must be filled
 * below or listed in NOT_OBJECT_IDS with its reason, or the first test fails (decision 933).
 */
const NOT_OBJECT_IDS: Record<string, string> = {
  'GET /api/v1/account/statements/{month}':
    'a month, not an object: every caller reads their own statement for it',
}

const t = await buildTestApp({
  BACKGROUND_JOBS: 'false',
  REGISTRATION_DATA: 'none',
  DATA_DIR: `/tmp/namefolio-matrix-${uniqueSuffix()}`,
})
afterAll(() => t.close())

const sellerA = await t.factories.seller()
const buyerOfA = await t.factories.user({ roles: ['buyer'] })
const admin = await t.factories.user({ roles: ['admin'] })
const intruders = {
  'another seller': await t.factories.seller(),
  'an unrelated buyer': await t.factories.user({ roles: ['buyer'] }),
  'a broker not assigned': await t.factories.user({ roles: ['broker'] }),
} satisfies Record<string, UserRow>

type Answer = { statusCode: number; body: string; json: <T = unknown>() => T }

async function call(
  user: UserRow | null,
  method: string,
  url: string,
  payload?: unknown,
): Promise<Answer> {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(user ? await t.signedIn(user) : {}),
      'idempotency-key': `matrix-${uniqueSuffix()}`,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function created<T>(response: Promise<Answer>): Promise<T> {
  const res = await response
  if (res.statusCode >= 300) throw new Error(`fixture refused: ${res.statusCode} ${res.body}`)
  return res.json<T>()
}

function domainOfA(input: Partial<typeof domains.$inferInsert> = {}) {
  return t.factories.domain({
    sellerId: sellerA.id,
    status: 'ACTIVE',
    buynowPriceMicros: 1_200_000_000,
    leasingEnabled: true,
    maxLeasePeriod: 12,
    ...input,
  })
}

/** Seller A's objects, one of each kind a path parameter can name. */
async function buildObjectsOfA() {
  const listed = await domainOfA()
  const sold = await domainOfA()
  const leased = await domainOfA({ buynowPriceMicros: 900_000_000 })
  const link = await created<{ linkId: string }>(
    call(sellerA, 'POST', '/api/v1/transactions/link', { domainName: listed.name }),
  )
  const lead = await created<{ id: string }>(
    call(buyerOfA, 'POST', '/api/v1/leads', { domainName: listed.name, offerMicros: 500_000_000 }),
  )
  await created(
    call(sellerA, 'PATCH', '/api/v1/account/tax', {
      formType: 'W9',
      legalName: 'Dana Seller',
      country: 'US',
      address: '1 Main St, Springfield',
      taxId: '123-45-6789',
      certify: true,
    }),
  )
  const payee = await created<{ capId: string }>(
    call(sellerA, 'POST', '/api/v1/account/payments', {
      method: 'ACH',
      accountName: 'Dana Seller',
      accountNumber: '000123456789',
    }),
  )
  await created(call(sellerA, 'PATCH', '/api/v1/account/payee', { payoutMode: 'MANUAL' }))
  const card = { cardName: 'Bo Buyer', cardNumber: SANDBOX_CARDS.ok }
  const sale = await created<{ transactionId: string }>(
    call(buyerOfA, 'POST', '/api/v1/checkout/orders', { ...card, domainName: sold.name }),
  )
  await created(
    call(sellerA, 'PATCH', `/api/v1/transactions/${sale.transactionId}/transfer/authCode`, {
      authCode: 'SALE-CODE',
    }),
  )
  const confirmed = await created<{ payouts: { payoutId: string }[] }>(
    call(admin, 'POST', `/api/v1/admin/transactions/${sale.transactionId}/transfer/confirm`),
  )
  const lease = await created<{ transactionId: string }>(
    call(buyerOfA, 'POST', '/api/v1/checkout/orders', {
      ...card,
      domainName: leased.name,
      kind: 'LEASE',
      months: 6,
    }),
  )
  const leaseDetails = await created<{ installments: { installmentId: string }[] }>(
    call(sellerA, 'GET', `/api/v1/transactions/leased/${lease.transactionId}`),
  )
  return {
    listed,
    link,
    lead,
    payee,
    sale,
    payoutId: confirmed.payouts[0]!.payoutId,
    lease,
    installmentId: leaseDetails.installments[0]!.installmentId,
    uploadJobId: await uploadOfA(),
    bulkJobId: await bulkJobOfA(),
    ...(await securityObjectsOfA()),
  }
}

async function uploadOfA(): Promise<string> {
  const boundary = `----matrix${uniqueSuffix()}`
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/domains/uploads',
    headers: {
      ...(await t.signedIn(sellerA)),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nmatrix-${uniqueSuffix()}.com\r\n--${boundary}--\r\n`,
  })
  if (res.statusCode !== 202) throw new Error(`upload refused: ${res.body}`)
  return res.json<{ jobId: string }>().jobId
}

/** A bulk operation big enough to run as a job (more rows than the inline limit). */
async function bulkJobOfA(): Promise<string> {
  const tag = `bulk${uniqueSuffix()}`
  await t.db.execute(sql`
    insert into ${domains} (seller_id, name, display_name, tld, sld_length, status)
    select ${sellerA.id}, ${tag} || n || '.com', ${tag} || n || '.com', 'com', 20, 'ACTIVE'
      from generate_series(1, 1001) as n`)
  const res = await created<{ mode: string; job?: { jobId: string } }>(
    call(sellerA, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'edit',
      selection: { kind: 'filter', filter: { keywords: tag } },
      modifications: { featured: true },
    }),
  )
  if (!res.job) throw new Error(`bulk operation ran inline: ${JSON.stringify(res)}`)
  return res.job.jobId
}

async function securityObjectsOfA() {
  const [otherSession] = await t.db
    .insert(sessions)
    .values({
      userId: sellerA.id,
      tokenHash: randomBytes(32).toString('hex'),
      realm: 'portal',
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: 'matrix',
      ipAddress: '127.0.0.1',
    })
    .returning()
  const [passkey] = await t.db
    .insert(passkeys)
    .values({ userId: sellerA.id, credentialId: uniqueSuffix(), publicKey: 'k', name: 'Key' })
    .returning()
  const [identity] = await t.db
    .insert(federatedIdentities)
    .values({ userId: sellerA.id, issuer: 'https://idp.test', subject: uniqueSuffix() })
    .returning()
  const client = await created<{ clientId: string }>(
    call(sellerA, 'POST', '/api/v1/account/oauth/clients', {
      name: 'Matrix app',
      redirectUris: ['https://app.example.test/callback'],
    }),
  )
  const token = await created<{ token: { id: string } }>(
    call(sellerA, 'POST', '/api/v1/account/oauth', { name: 'Matrix', scopes: ['leads:read'] }),
  )
  return {
    sessionId: otherSession!.id,
    passkeyId: passkey!.id,
    identityId: identity!.id,
    clientId: client.clientId,
    tokenId: token.token.id,
  }
}

const objects = await buildObjectsOfA()

/** Who owns the object a path parameter names, and its value; by parameter, then by path. */
type Filler = { owner: UserRow; value: string }
function fillerFor(operation: Operation, parameter: string): Filler | null {
  const ofA = (value: string) => ({ owner: sellerA, value })
  const { path } = operation
  switch (parameter) {
    case 'domainName':
      return ofA(objects.listed.name)
    case 'linkId':
      return ofA(objects.link.linkId)
    case 'leadId':
      return ofA(objects.lead.id)
    case 'saleId':
      return ofA(objects.sale.transactionId)
    case 'payoutId':
      return ofA(objects.payoutId)
    case 'capId':
      return ofA(objects.payee.capId)
    case 'invoiceId':
      return ofA(objects.installmentId)
    case 'clientId':
      return ofA(objects.clientId)
    case 'tokenId':
      return ofA(objects.tokenId)
    case 'jobId':
      if (path.includes('/uploads/')) return ofA(objects.uploadJobId)
      if (path.includes('/bulkOperation/')) return ofA(objects.bulkJobId)
      return null
    case 'transactionId':
      // A lease's payoff belongs to its buyer, and a sale is cancelled by its buyer (sellers
      // ask support); every other transaction route belongs to the seller.
      if (path.startsWith('/api/v1/purchases/')) {
        return { owner: buyerOfA, value: objects.lease.transactionId }
      }
      if (path.endsWith('/cancel')) return { owner: buyerOfA, value: objects.sale.transactionId }
      if (path.includes('/leased')) return ofA(objects.lease.transactionId)
      if (path.startsWith('/api/v1/admin/'))
        return { owner: admin, value: objects.sale.transactionId }
      return ofA(objects.sale.transactionId)
    case 'id':
      if (path.startsWith('/api/v1/account/sessions/')) return ofA(objects.sessionId)
      if (path.startsWith('/api/v1/account/passkeys/')) return ofA(objects.passkeyId)
      if (path.startsWith('/api/v1/account/federate/')) return ofA(objects.identityId)
      return null
    default:
      return null
  }
}

/** Valid bodies, so that the answer is about access and never about the body's shape. */
const BODIES: Record<string, unknown> = {
  'PATCH /api/v2/domains/{domainName}': { featured: true },
  'PATCH /api/v1/leads/selfBrokered/{leadId}': { locked: true },
  'PATCH /api/v1/leads/selfBrokered/{leadId}/minor': { starred: true },
  'POST /api/v1/leads/selfBrokered/{leadId}/offer': { offerMicros: 900_000_000 },
  'POST /api/v1/leads/selfBrokered/{leadId}/message': { message: 'Hello' },
  'PATCH /api/v1/leads/{leadId}': { stage: 'NEGOTIATION' },
  'POST /api/v1/leads/{leadId}/messages': { message: 'Hello' },
  'PATCH /api/v1/transactions/{transactionId}/transfer/authCode': { authCode: 'CODE-2' },
  'PATCH /api/v1/transactions/{transactionId}/transfer/registrar': {
    registrar: 'OTHER',
    otherRegistrarName: 'Hover',
  },
  'POST /api/v1/transactions/{transactionId}/cancel': { reason: 'Changed my mind' },
  'POST /api/v1/admin/transactions/{transactionId}/transfer/reject': { note: 'No' },
}

const operations = await listOperations(t.app)
const idOperations = operations.filter((o) => o.pathParameters.length > 0)
const matrix = idOperations
  .filter((o) => !(o.key in NOT_OBJECT_IDS))
  .map((operation) => {
    const fills = operation.pathParameters.map((p) => ({
      name: p.name,
      ...fillerFor(operation, p.name),
    }))
    return { operation, fills }
  })
// The owner's control call may end the object (a delete, a cancel): those run last.
const ENDS_OBJECT = /^(DELETE |POST .*\/cancel$)/
const ordered = [
  ...matrix.filter((row) => !ENDS_OBJECT.test(row.operation.key)),
  ...matrix
    .filter((row) => ENDS_OBJECT.test(row.operation.key))
    .sort(
      (a, b) =>
        Number(a.operation.path.includes('{domainName}')) -
        Number(b.operation.path.includes('{domainName}')),
    ),
]

describe('no one but the owner reaches an object by its id (issue 12, decision 933)', () => {
  it('fills or lists every documented route with an id-like path parameter', () => {
    const unfilled = matrix
      .filter((row) => row.fills.some((fill) => fill.value === undefined))
      .map((row) => row.operation.key)
    expect(unfilled, 'fill these in fillerFor or list them in NOT_OBJECT_IDS').toEqual([])
    expect(matrix.length).toBeGreaterThan(40)
  })

  it.each(ordered.map((row) => [row.operation.key, row] as const))('%s', async (key, row) => {
    if (row.fills.some((fill) => fill.value === undefined)) return
    const url = fillPath(
      row.operation,
      Object.fromEntries(row.fills.map((fill) => [fill.name, encodeURIComponent(fill.value!)])),
    )
    const body = BODIES[key] ?? (row.operation.jsonBody ? {} : undefined)
    for (const [who, user] of [...Object.entries(intruders), ['signed out', null] as const]) {
      const res = await call(user, row.operation.method, url, body)
      expect([401, 403, 404], `${who}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
        res.statusCode,
      )
    }
    const owner = row.fills[0]!.owner!
    const control = await call(owner, row.operation.method, url, body)
    expect(
      [401, 403, 404],
      `the owner: ${control.statusCode} ${control.body.slice(0, 200)}`,
    ).not.toContain(control.statusCode)
  })
})
