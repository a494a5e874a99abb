import type { Environment } from '../config/public-config.contract.ts'
import { LOGIN_LINK_PARAMS } from '../constants/sign-in-params.ts'

/*
 * The sign-in link of the authentication gate (spec §2 "Authentication gate", §9).
 *
 * Only realm, port, app, path, subdomain and auth_reason (LOGIN_LINK_PARAMS) go onto the
 * link (spec §9). The statuses of spec §8 (session timeout, suspended) are added by
 * `withSessionStatus`, never by the gate itself.
 */
export type LoginLinkParam = (typeof LOGIN_LINK_PARAMS)[number]

/** The `app` value a local development host sends instead of a subdomain (spec §2). */
export const LOCAL_DEVELOPMENT_APP = 'local'

/** Hosts that count as local development (spec §2 "local development host"). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/** Environments whose sign-in host is swapped to its staging variant (spec §2). */
const STAGING_ENVIRONMENTS: ReadonlySet<Environment> = new Set(['staging', 'test'])

/** The label prefixed to the sign-in host's registrable domain in staging and test. */
export const STAGING_HOST_LABEL = 'staging'

/** Where the visitor is now: the parts of `window.location` the link needs. */
export type CurrentLocation = {
  hostname: string
  port: string
  pathname: string
  search: string
  hash: string
}

export type LoginLinkInput = {
  /** `ssoLoginUrl` of `GET /api/v1/config`. */
  ssoLoginUrl: string
  environment: Environment
  location: CurrentLocation
  realm?: string | undefined
  risk?: string | undefined
  authReason?: string | undefined
  /** An explicit return path; by default the current path, query and hash. */
  path?: string | undefined
  /** The local development `app` value; defaults to `LOCAL_DEVELOPMENT_APP`. */
  app?: string | undefined
}

export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost')
}

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':')
}

/**
 * The subdomain of a host: every label before the registrable domain, taken as the last two
 * labels (`portal.namefolio.com` → `portal`). Null for a bare domain, an IP address or a
 * local development host. Multi-label public suffixes (`co.uk`) are not recognised: the web
 * bundle does not carry the public-suffix list.
 */
export function findSubdomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (isLocalDevelopmentHost(host) || isIpAddress(host)) return null
  const labels = host.split('.').filter((label) => label !== '')
  if (labels.length <= 2) return null
  return labels.slice(0, -2).join('.')
}

/**
 * The staging variant of a sign-in host (spec §2): `staging.` is put in front of the
 * registrable domain (`sso.namefolio.com` → `sso.staging.namefolio.com`,
 * `namefolio.com` → `staging.namefolio.com`). Local hosts, IP addresses and hosts that
 * already carry a `staging` label stay as they are.
 */
export function toStagingHost(hostname: string): string {
  const host = hostname.toLowerCase()
  if (isLocalDevelopmentHost(host) || isIpAddress(host)) return host
  const labels = host.split('.')
  if (labels.includes(STAGING_HOST_LABEL) || labels.length < 2) return host
  return [...labels.slice(0, -2), STAGING_HOST_LABEL, ...labels.slice(-2)].join('.')
}

/**
 * A URL in parts. core has no DOM or Node types, so it cannot use `URL`; this reads the
 * absolute (`https://host:port/path?query#hash`) and site-relative (`/login`) forms.
 */
export type UrlParts = {
  /** `https://` and any user info; empty for a site-relative URL. */
  prefix: string
  hostname: string
  port: string
  pathname: string
  search: string
  hash: string
}

const ABSOLUTE_URL =
  /^([a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?)(\[[^\]]+\]|[^/?#:]*)(?::(\d*))?([^?#]*)(\?[^#]*)?(#.*)?$/i
const RELATIVE_URL = /^([^?#]*)(\?[^#]*)?(#.*)?$/

export function parseUrl(url: string): UrlParts {
  const absolute = ABSOLUTE_URL.exec(url.trim())
  if (absolute !== null) {
    return {
      prefix: absolute[1] ?? '',
      hostname: (absolute[2] ?? '').toLowerCase(),
      port: absolute[3] ?? '',
      pathname: absolute[4] === undefined || absolute[4] === '' ? '/' : absolute[4],
      search: absolute[5] ?? '',
      hash: absolute[6] ?? '',
    }
  }
  const relative = RELATIVE_URL.exec(url.trim())
  return {
    prefix: '',
    hostname: '',
    port: '',
    pathname: relative?.[1] ?? '',
    search: relative?.[2] ?? '',
    hash: relative?.[3] ?? '',
  }
}

export function formatUrl(parts: UrlParts): string {
  const authority = parts.prefix === '' ? '' : `${parts.prefix}${parts.hostname}`
  const port = parts.prefix !== '' && parts.port !== '' ? `:${parts.port}` : ''
  return `${authority}${port}${parts.pathname}${parts.search}${parts.hash}`
}

/** Query parameters as `name=value` pairs, `+` and percent escapes decoded. */
export function readQueryParams(url: string): Record<string, string> {
  const search = parseUrl(url).search.replace(/^\?/, '')
  // fromEntries defines own properties, so a parameter named `__proto__` is kept like any other.
  return Object.fromEntries(
    search
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [name = '', value = ''] = pair.split(/=(.*)/s)
        return [decodeQueryPart(name), decodeQueryPart(value)]
      }),
  )
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    return part
  }
}

function encodeQuery(params: readonly (readonly [string, string])[]): string {
  if (params.length === 0) return ''
  const pairs = params.map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  )
  return `?${pairs.join('&')}`
}

/**
 * The sign-in URL for the environment: staging and test swap the host (spec §2). A
 * site-relative URL (`/login`) has no host to swap and stays as it is.
 */
export function resolveSsoLoginUrl(ssoLoginUrl: string, environment: Environment): string {
  const parts = parseUrl(ssoLoginUrl)
  if (STAGING_ENVIRONMENTS.has(environment) && parts.hostname !== '') {
    parts.hostname = toStagingHost(parts.hostname)
  }
  return formatUrl(parts)
}

/** The return path: an explicit one, else the current path, query and hash (spec §2). */
export function currentReturnPath(location: CurrentLocation): string {
  return `${location.pathname}${location.search}${location.hash}`
}

function isBlank(value: string | undefined): value is undefined {
  return value === undefined || value === ''
}

/**
 * Builds the sign-in link of spec §2: realm, risk, auth_reason (optional), the return path,
 * the port when the page has one, `subdomain` when the current host has one, or on a local
 * development host `app` instead. Query parameters already on `ssoLoginUrl` are dropped so
 * only the parameters of spec §9 travel.
 *
 * `risk` is part of spec §2 but not of the §9 list; §9 wins, so risk is not sent.
 */
export function buildLoginUrl(input: LoginLinkInput): string {
  const url = parseUrl(resolveSsoLoginUrl(input.ssoLoginUrl, input.environment))
  const params: Partial<Record<LoginLinkParam, string>> = {}
  if (!isBlank(input.realm)) params.realm = input.realm
  if (!isBlank(input.location.port)) params.port = input.location.port
  if (isLocalDevelopmentHost(input.location.hostname)) {
    params.app = isBlank(input.app) ? LOCAL_DEVELOPMENT_APP : input.app
  } else {
    const subdomain = findSubdomain(input.location.hostname)
    if (subdomain !== null) params.subdomain = subdomain
  }
  params.path = isBlank(input.path) ? currentReturnPath(input.location) : input.path
  if (!isBlank(input.authReason)) params.auth_reason = input.authReason
  const query: [string, string][] = []
  for (const name of LOGIN_LINK_PARAMS) {
    const value = params[name]
    if (value !== undefined) query.push([name, value])
  }
  return formatUrl({ ...url, search: encodeQuery(query), hash: '' })
}

/**
 * The `status` a redirect of spec §8 carries: a session error code of spec §6 (session
 * timeout 2, page access 27; see `redirectForError` in http/session-error) or `suspended`.
 */
export type SessionStatus = number | 'suspended'

/** Adds (or replaces) the `status` of spec §8 on a sign-in URL, keeping its other parameters. */
export function withSessionStatus(url: string, status: SessionStatus): string {
  const parts = parseUrl(url)
  const kept = Object.entries(readQueryParams(url)).filter(([name]) => name !== 'status')
  return formatUrl({ ...parts, search: encodeQuery([...kept, ['status', String(status)]]) })
}
