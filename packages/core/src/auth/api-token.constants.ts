/** The zod-free values of `api-token.contract.ts`, for the browser (decision 1265). */

/** Areas a personal access token can reach, each read or write (write includes read). */
export const API_SCOPE_AREAS = ['portfolio', 'leads', 'sales', 'webhooks'] as const
export type ApiScopeArea = (typeof API_SCOPE_AREAS)[number]
export const API_SCOPES = [
  'portfolio:read',
  'portfolio:write',
  'leads:read',
  'leads:write',
  'sales:read',
  'sales:write',
  'webhooks:read',
  'webhooks:write',
] as const
export type ApiScope = (typeof API_SCOPES)[number]
