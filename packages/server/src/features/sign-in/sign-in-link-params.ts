/** Parameters of the sign-in link (spec §2) that the forms carry through to the return. */
export const CARRIED_PARAMS = [
  'realm',
  'risk',
  'auth_reason',
  'path',
  'port',
  'app',
  'subdomain',
  'plid',
] as const
export type LoginLinkParams = Partial<Record<(typeof CARRIED_PARAMS)[number], string>>

/** The carried parameters as a query string (`?realm=…`), or nothing when none is set. */
export function queryOf(params: LoginLinkParams): string {
  const query = new URLSearchParams()
  for (const name of CARRIED_PARAMS) {
    const value = params[name]
    if (value) query.set(name, value)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The sign-in page with the carried parameters and a `status` notice. */
export function loginPathWithStatus(params: LoginLinkParams, status: string): string {
  const query = queryOf(params)
  return `/login${query}${query ? '&' : '?'}status=${status}`
}
