import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'
import { MAX_WEBHOOK_URL_LENGTH } from '@namefolio/core/webhooks/webhooks.constants'
import { AppError } from '../../http/app-error.ts'

/** Resolves a host name to all its addresses (node's resolver in the app; a table in tests). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>

/**
 * What a webhook URL may point at (issue 24, decision 1111). `allowPrivateTargets` is only
 * ever true in development and test (WEBHOOKS_ALLOW_PRIVATE_TARGETS): it lets a receiver on
 * 127.0.0.1 over plain http take part in tests.
 */
export type WebhookTargetPolicy = { allowPrivateTargets: boolean; resolve: ResolveHost }

export const resolveWithSystemDns: ResolveHost = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true })
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }))
}

export const STRICT_TARGET_POLICY: WebhookTargetPolicy = {
  allowPrivateTargets: false,
  resolve: resolveWithSystemDns,
}

/** Why a URL is refused; each is a message key the web shows (catalog i18n/en-us/webhooks.ts). */
export type TargetRefusal =
  | 'webhooks.error.urlInvalid'
  | 'webhooks.error.httpsRequired'
  | 'webhooks.error.privateTarget'
  | 'webhooks.error.unresolvable'

export class WebhookTargetRefused extends Error {
  readonly reason: TargetRefusal
  constructor(reason: TargetRefusal) {
    super(reason)
    this.name = 'WebhookTargetRefused'
    this.reason = reason
  }
}

/**
 * Whether an address is on the public internet. Only ipaddr.js's `unicast` range passes:
 * private, loopback, link-local, unique-local, multicast, CGNAT, unspecified, broadcast,
 * documentation and the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo)
 * are all other ranges. IPv4-mapped IPv6 is unwrapped first, so ::ffff:127.0.0.1 is loopback.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  return ipaddr.process(address).range() === 'unicast'
}

/** The URL's host without IPv6 brackets; WHATWG parsing already normalised 0x7f.1 and such. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
}

/** Parses and checks the URL's form: scheme, no credentials, length, a host name. */
export function parseWebhookUrl(text: string, policy: WebhookTargetPolicy): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new WebhookTargetRefused('webhooks.error.urlInvalid')
  }
  if (text.length > MAX_WEBHOOK_URL_LENGTH || url.username || url.password || !url.hostname) {
    throw new WebhookTargetRefused('webhooks.error.urlInvalid')
  }
  if (url.protocol === 'http:' && !policy.allowPrivateTargets) {
    throw new WebhookTargetRefused('webhooks.error.httpsRequired')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookTargetRefused('webhooks.error.urlInvalid')
  }
  return url
}

/**
 * Resolves the URL's host and answers the address to connect to; refuses when any address
 * the name resolves to is not public (an attacker's name can list a public and a private
 * address). The delivery connects to exactly this address, so a DNS answer that changes
 * between the check and the connection (rebinding) is never followed.
 */
export async function resolveWebhookTarget(
  url: URL,
  policy: WebhookTargetPolicy,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = bareHost(url)
  const literal = ipaddr.isValid(host)
  if (!literal && (host === 'localhost' || host.endsWith('.localhost'))) {
    if (!policy.allowPrivateTargets) throw new WebhookTargetRefused('webhooks.error.privateTarget')
  }
  let addresses: { address: string; family: 4 | 6 }[]
  if (literal) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }]
  } else {
    addresses = await policy.resolve(host).catch(() => [])
  }
  if (addresses.length === 0) throw new WebhookTargetRefused('webhooks.error.unresolvable')
  if (!policy.allowPrivateTargets && !addresses.every((a) => isPublicAddress(a.address))) {
    throw new WebhookTargetRefused('webhooks.error.privateTarget')
  }
  return addresses[0]!
}

/**
 * The check made when a URL is subscribed or changed (decision 1111): its form, and where its
 * host points now. A name that does not resolve yet is accepted (the delivery checks again);
 * a literal or resolved private address is refused with a 400 and a message key.
 */
export async function checkWebhookUrl(text: string, policy: WebhookTargetPolicy): Promise<string> {
  try {
    const url = parseWebhookUrl(text, policy)
    await resolveWebhookTarget(url, policy).catch((error: unknown) => {
      if (error instanceof WebhookTargetRefused && error.reason === 'webhooks.error.unresolvable') {
        return null
      }
      throw error
    })
    return url.toString()
  } catch (error) {
    if (!(error instanceof WebhookTargetRefused)) throw error
    throw new AppError('VALIDATION', 'This webhook URL cannot be used.', {
      fields: [{ field: 'url', code: error.reason }],
    })
  }
}
