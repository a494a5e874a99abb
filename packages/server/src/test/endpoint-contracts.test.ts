import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '@namefolio/core/http/endpoint'
import { buildTestApp, uniqueSuffix } from './build-test-app.ts'

/**
 * Issue 14 and decision 851/990: every JSON route states its response schema, and every
 * endpoint core declares is a route the server serves, at that method, path and status.
 */

type OpenApiResponse = { content?: Record<string, { schema?: unknown }> }
type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>
}

/**
 * Routes under /api that answer something other than a JSON body on success, with what they
 * answer. Nothing else may leave its response schema out.
 */
const NOT_JSON: Record<string, string> = {
  'GET /api/v1/account/statements/{month}': 'the statement as an HTML page, or PDF (?format=pdf)',
  'GET /api/v1/parking/export': 'CSV (parking.csv)',
  'GET /api/v1/sales/export': 'CSV (sales.csv)',
  'GET /api/v1/transactions/leased/export': 'CSV (leased.csv)',
  'GET /api/v1/transactions/{transactionId}/leased/invoice/{invoiceId}':
    'the invoice as an HTML page, or PDF (?format=pdf)',
  'GET /api/v1/transactions/{transactionId}/sales/invoice':
    'the invoice as an HTML page, or PDF (?format=pdf)',
  'DELETE /api/v1/account/federate/{id}': '204, no body',
  'DELETE /api/v1/account/oauth/clients/{clientId}': '204, no body',
  'DELETE /api/v1/account/oauth/{tokenId}': '204, no body',
  'DELETE /api/v1/account/passkeys/{id}': '204, no body',
  'DELETE /api/v1/account/sessions/{id}': '204, no body',
  'DELETE /api/v1/account/totp': '204, no body',
  'POST /api/sso/logout': '204, no body',
  'POST /api/v1/account/sessions/revoke-others': '204, no body',
  'GET /api/v2/domains/uploads/{jobId}/refusals': "CSV of an upload's refused lines",
  'GET /api/v2/domains/export': 'CSV of a portfolio view (decision 280)',
  'GET /api/v2/domains/bulkEdits/{bulkEditId}/refusals.csv': "CSV of a bulk edit's refused names",
  'GET /api/v1/support/{caseId}/attachments/{attachmentId}':
    "a support case's attachment, as its own bytes (decision 1041)",
  'GET /api/v2/marketplace-imports/{importId}/unmapped': "CSV of an import's rows not mapped",
  'GET /api/v1/account/membership/invoices/{invoiceId}':
    'the membership invoice as an HTML page, or PDF (?format=pdf)',
}

/**
 * Routes that still answer JSON without a response schema. Issue 14 empties this list; a
 * route may only leave it, never join it.
 */
const KNOWN_GAPS: string[] = []

const t = await buildTestApp({
  BACKGROUND_JOBS: 'false',
  REGISTRATION_DATA: 'none',
  DATA_DIR: `/tmp/namefolio-contracts-${uniqueSuffix()}`,
})
afterAll(() => t.close())

const document = (
  await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
).json<OpenApiDocument>()
const operations = Object.entries(document.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${route}`,
    responses: operation.responses ?? {},
  })),
)

function hasJsonSuccessSchema(responses: Record<string, OpenApiResponse>): boolean {
  return Object.entries(responses).some(
    ([status, response]) =>
      status.startsWith('2') && response.content?.['application/json']?.schema !== undefined,
  )
}

/** Every `*.endpoints.ts` module of core, and the endpoints each exports in its tables. */
async function listCoreEndpoints(): Promise<{ name: string; endpoint: Endpoint }[]> {
  const coreSource = path.resolve(import.meta.dirname, '../../../core/src')
  const files = fs
    .readdirSync(coreSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.endpoints.ts'))
  const found: { name: string; endpoint: Endpoint }[] = []
  for (const file of files) {
    const module = (await import(path.join(coreSource, file))) as Record<string, unknown>
    for (const [tableName, table] of Object.entries(module)) {
      for (const [name, value] of Object.entries(table as Record<string, Endpoint>)) {
        found.push({ name: `${file} ${tableName}.${name}`, endpoint: value })
      }
    }
  }
  return found
}

describe('endpoint contracts', () => {
  it('gives every JSON route under /api a response schema', () => {
    const missing = operations
      .filter((operation) => operation.key.split(' ')[1]?.startsWith('/api/'))
      .filter((operation) => !(operation.key in NOT_JSON))
      .filter((operation) => !hasJsonSuccessSchema(operation.responses))
      .map((operation) => operation.key)
      .sort()
    expect(missing).toEqual([...KNOWN_GAPS].sort())
  })

  it('serves every endpoint core declares, at its method, path and success status', async () => {
    const endpoints = await listCoreEndpoints()
    expect(endpoints.length).toBeGreaterThan(0)
    const served = new Map(operations.map((operation) => [operation.key, operation.responses]))
    const problems = endpoints.flatMap(({ name, endpoint }) => {
      const key = `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}`
      const responses = served.get(key)
      if (responses === undefined) return [`${name}: no route ${key}`]
      if (responses[String(endpoint.status)] === undefined) {
        return [`${name}: ${key} does not answer ${endpoint.status}`]
      }
      return []
    })
    expect(problems).toEqual([])
  })
})
