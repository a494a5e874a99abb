import { API_SCOPE_AREAS, API_SCOPES } from '@namefolio/core/auth/api-token.constants'
import { checkoutEndpoints } from '@namefolio/core/checkout/checkout.endpoints'
import type { Endpoint } from '@namefolio/core/http/endpoint'
import { payoutEndpoints } from '@namefolio/core/sales/payouts.endpoints'
import { purchaseEndpoints } from '@namefolio/core/sales/purchases.endpoints'
import { findScopeArea } from '../../http/api-scope.ts'
import type { AccountLimitInfo } from '../../http/rate-limits.ts'
import { listErrorCodes } from './error-codes.ts'
import type { RouteLimit } from './route-limits.ts'

/**
 * The tables the guides show, generated from the code that decides them (decision 1122): the
 * error table, the token scopes by path, the endpoints that take an Idempotency-Key, and the
 * rate limits of the running app. Each answers markdown.
 */

const cell = (text: string) => text.replaceAll('|', '\\|')
const code = (text: string) => `\`${cell(text)}\``

function table(head: string[], rows: string[][]): string {
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n')
}

/** Express `/api/v1/x/:id` as OpenAPI does (`{id}`), the way the reference shows paths. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/** The requests that take an Idempotency-Key (DESIGN.md §3; features/sales/idempotency.ts). */
const IDEMPOTENT_ENDPOINTS: [Endpoint, string][] = [
  [checkoutEndpoints.placeOrder, 'Places a checkout order and charges the card.'],
  [purchaseEndpoints.payNextInstallment, 'Pays the next installment of a lease.'],
  [purchaseEndpoints.payOff, 'Pays off a lease in one payment.'],
  [payoutEndpoints.issue, 'Issues a manual payout to the seller.'],
]

export function errorCodesTable(): string {
  return table(
    ['code', 'HTTP status', 'what it means'],
    listErrorCodes().map((row) => [code(row.code), String(row.status), cell(row.meaning)]),
  )
}

/** Each scope area with the API paths it opens, read off the server's own path-to-area rule. */
export function scopesTable(openApiPaths: readonly string[]): string {
  const pathsOf = (area: string) => {
    const paths = [...new Set(openApiPaths.filter((path) => findScopeArea(path) === area))]
    return paths.length > 0 ? paths.sort().map(code).join(', ') : 'none yet'
  }
  const rows = API_SCOPE_AREAS.map((area) => [
    API_SCOPES.filter((scope) => scope === `${area}:read`)
      .map(code)
      .join(''),
    API_SCOPES.filter((scope) => scope === `${area}:write`)
      .map(code)
      .join(''),
    pathsOf(area),
  ])
  rows.push(['any scope', 'any scope', pathsOf('any')])
  return table(['read (GET, HEAD)', 'write (every method)', 'paths'], rows)
}

export function idempotentEndpointsTable(): string {
  return table(
    ['request', 'what it does'],
    IDEMPOTENT_ENDPOINTS.map(([endpoint, what]) => [
      code(`${endpoint.method} ${openApiPath(endpoint.path)}`),
      what,
    ]),
  )
}

export function routeLimitsTable(limits: readonly RouteLimit[]): string {
  const sorted = [...limits].sort(
    (a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method),
  )
  return table(
    ['request', 'at most', 'per'],
    sorted.map((limit) => [
      code(`${limit.method} ${openApiPath(limit.url)}`),
      String(limit.max),
      limit.timeWindow,
    ]),
  )
}

export function accountLimitsTable(limits: readonly AccountLimitInfo[]): string {
  // One counter per name, however many routes share it.
  const byName = new Map(limits.map((limit) => [limit.name, limit]))
  // "Too many new tokens for this account" → "New tokens for this account".
  const what = (message: string) => {
    const rest = message.replace(/^Too many /, '')
    return rest.charAt(0).toUpperCase() + rest.slice(1)
  }
  return table(
    ['what is counted', 'at most', 'per'],
    [...byName.values()].map((limit) => [
      cell(what(limit.message)),
      String(limit.max),
      limit.timeWindow,
    ]),
  )
}
