import { afterAll, describe, expect, it } from 'vitest'
import type { UserRow } from '../db/schema/users.ts'
import { buildTestApp, uniqueSuffix } from './build-test-app.ts'
import { fillPath, listOperations } from './openapi-document.ts'
import { buildSellerObjects, call, SAVED_VIEW } from './seller-objects.ts'

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
  'GET /api/v1/account/payments/{provider}/parking':
    "the payout provider's name, not an object: every seller reads their own parking money",
  'GET /api/v1/account/payments/{provider}/parking/info':
    "the payout provider's name, not an object: every seller reads their own parking info",
  'GET /api/v1/transactions/registrar/{registrarName}':
    "a registrar's name, not an object: the same public transfer instructions for everyone",
  'PUT /api/v1/account/portfolio-columns/{view}':
    "a portfolio view's name, not an object: every user saves their own columns for it",
  'GET /api/partner/v1/listings/{domainName}/quote':
    'partner API: a partner key, not a session, opens it; every listing shown to partners is quotable (partner-api.routes.test.ts)',
  'GET /api/partner/v1/orders/{orderId}':
    "partner API: a partner key, not a session, opens it; another partner's order is 404 (partner-api.routes.test.ts)",
  'PUT /api/v1/admin/switchboard/flags/{key}':
    'a flag name, not an owned object: admins only, sellers get 403 (switchboard.routes.test.ts)',
  'PATCH /api/v1/admin/switchboard/cohorts/{cohortId}':
    'a cohort is no account’s object: admins only, sellers get 403 (switchboard.routes.test.ts)',
}

const t = await buildTestApp({
  BACKGROUND_JOBS: 'false',
  REGISTRATION_DATA: 'none',
  DATA_DIR: `/tmp/namefolio-matrix-${uniqueSuffix()}`,
})
afterAll(() => t.close())

const { ownedObjectFor } = await buildSellerObjects(t)
const intruders = {
  'another seller': await t.factories.seller(),
  'an unrelated buyer': await t.factories.user({ roles: ['buyer'] }),
  'a broker not assigned': await t.factories.user({ roles: ['broker'] }),
} satisfies Record<string, UserRow>

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
  'PATCH /api/v1/transactions/{transactionId}/message': { body: 'Hello' },
  'POST /api/v1/admin/transactions/{transactionId}/transfer/reject': { note: 'No' },
  'POST /api/v1/admin/transactions/{transactionId}/cancel': { reason: 'Fraud suspected' },
  'PUT /api/v1/account/portfolio-views/{viewId}': SAVED_VIEW,
  'POST /api/v1/support/{caseId}/messages': { message: 'Any news?' },
  'PATCH /api/v1/webhooks/{endpointId}': { eventTypes: ['price.agreed'] },
  'POST /api/v1/admin/support/{caseId}/messages': { message: 'Looking into it.' },
  'PATCH /api/v1/offer-rules/{ruleId}': { paused: true },
  'POST /api/v2/marketplace-imports/{importId}/align': { all: true },
  'PUT /api/v1/domains/{domainName}/partner-sites': { visibility: 'show' },
  'POST /api/v1/admin/review/{domainId}/reject': { note: 'No' },
  'POST /api/v1/admin/accounts/{userId}/suspend': { note: 'No' },
  'POST /api/v1/admin/accounts/{userId}/membership': {
    plan: 'BASIC',
    expiresAt: null,
    note: 'Access check',
  },
}

const operations = await listOperations(t.app)
const idOperations = operations.filter((o) => o.pathParameters.length > 0)
const matrix = idOperations
  .filter((o) => !(o.key in NOT_OBJECT_IDS))
  .map((operation) => {
    const fills = operation.pathParameters.map((p) => ({
      name: p.name,
      ...ownedObjectFor(operation, p.name),
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
    expect(
      unfilled,
      'fill these in ownedObjectFor (seller-objects.ts) or list them in NOT_OBJECT_IDS',
    ).toEqual([])
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
      const res = await call(t, user, row.operation.method, url, body)
      expect([401, 403, 404], `${who}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(
        res.statusCode,
      )
    }
    const owner = row.fills[0]!.owner!
    const control = await call(t, owner, row.operation.method, url, body)
    expect(
      [401, 403, 404],
      `the owner: ${control.statusCode} ${control.body.slice(0, 200)}`,
    ).not.toContain(control.statusCode)
  })
})
