/**
 * The in-use guard's rule (issue 24, decision 1140): is a listed domain serving a real site
 * that is not our lander? Pure, so the rule is table-tested apart from DNS and HTTP.
 *
 * Only a positive sighting pauses buy-now. A name that does not resolve, times out, refuses the
 * connection or answers an error is "unreachable" or "no site": a seller is never punished for a
 * broken network or our resolver being down. Our own addresses, our CNAME target and any page
 * carrying our lander's marker are "ours", whatever else is true.
 */

/** The `<meta name=…>` every page we serve carries (landers, parking, sign-in alike). */
export const LANDER_MARKER_META = 'namefolio-lander'

export const SITE_VERDICTS = ['IN_USE', 'OURS', 'NO_SITE', 'UNREACHABLE'] as const
export type SiteVerdict = (typeof SITE_VERDICTS)[number]

/** What one look at the domain saw (the probe fills it; tests write it by hand). */
export type SiteSighting = {
  /** A and AAAA addresses; empty when the name has none, does not exist, or DNS failed. */
  addresses: readonly string[]
  /** CNAME targets of the name, lower case without the trailing dot. */
  cnames: readonly string[]
  /** The final HTTP answer after allowed redirects; null when no connection answered. */
  http: {
    status: number
    contentType: string
    /** The start of the body (capped by the probe). */
    body: string
  } | null
}

export type OwnFootprint = {
  addresses: readonly string[]
  /** Host names our records point at (the parking CNAME target, our public hosts). */
  hosts: readonly string[]
}

/** The smallest page we count as a site: a bare "It works" or an empty 200 is not one. */
export const MIN_SITE_BODY_CHARS = 64

const MARKER = new RegExp(`<meta[^>]+name=["']?${LANDER_MARKER_META}["']?`, 'i')

export function hasLanderMarker(body: string): boolean {
  return MARKER.test(body)
}

function isOurHost(host: string, own: OwnFootprint): boolean {
  return own.hosts.some((ours) => host === ours || host.endsWith(`.${ours}`))
}

export function judgeSite(seen: SiteSighting, own: OwnFootprint): SiteVerdict {
  if (seen.cnames.some((host) => isOurHost(host, own))) return 'OURS'
  if (seen.addresses.length === 0) return 'UNREACHABLE'
  if (seen.addresses.every((address) => own.addresses.includes(address))) return 'OURS'
  if (seen.http === null) return 'UNREACHABLE'
  if (hasLanderMarker(seen.http.body)) return 'OURS'
  const isHtml = /^\s*text\/html\b/i.test(seen.http.contentType)
  const isOk = seen.http.status >= 200 && seen.http.status < 300
  return isOk && isHtml && seen.http.body.trim().length >= MIN_SITE_BODY_CHARS
    ? 'IN_USE'
    : 'NO_SITE'
}
