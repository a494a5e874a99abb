import http from 'node:http'
import https from 'node:https'
import { BlockList, isIPv6 } from 'node:net'
import type { SiteSighting } from '@namefolio/core/in-use-guard/site-judgement'
import type { DnsAnswer, DnsClient } from '../../dns/dns-client.ts'
import { readCappedBody } from '../../http/capped-body.ts'

/** Looks at one domain name from outside: what its DNS and its web server answer. */
export type SiteProbe = (name: string, signal: AbortSignal) => Promise<SiteSighting>

export type HttpLook = NonNullable<SiteSighting['http']>

/** The most of a page the guard reads: enough for the marker and a page's head. */
export const BODY_CAP_BYTES = 64 * 1024
/** Redirects followed within the name itself (http → https, apex → www). */
const MAX_REDIRECTS = 3

/** Addresses the guard never connects to outside development and test (decision 1140). */
const PRIVATE = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4')
}
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6')
}

export function isPrivateAddress(address: string): boolean {
  return PRIVATE.check(address, isIPv6(address) ? 'ipv6' : 'ipv4')
}

const recordsOf = (answer: DnsAnswer<string>) => (answer.kind === 'answer' ? answer.records : [])

/** GET `url` from `address` (the name's own DNS answer), reading at most BODY_CAP_BYTES. */
export function fetchPage(
  url: URL,
  address: string,
  port: number,
  signal: AbortSignal,
): Promise<HttpLook & { location: string | null }> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: address,
        port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        servername: url.hostname,
        headers: {
          host: url.host,
          'user-agent': 'NamefolioInUseGuard/1 (+listed domain check)',
          accept: 'text/html',
        },
        signal,
      },
      (response) => {
        readCappedBody(response, BODY_CAP_BYTES).then(
          (body) =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              body: body.toString('utf8'),
              location: response.headers.location ?? null,
            }),
          reject,
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/** A redirect the guard follows: to the name itself or one of its subdomains, over http(s). */
function followable(from: URL, location: string, name: string): URL | null {
  try {
    const next = new URL(location, from)
    const host = next.hostname.toLowerCase()
    const isSameName = host === name || host.endsWith(`.${name}`)
    return isSameName && (next.protocol === 'http:' || next.protocol === 'https:') ? next : null
  } catch {
    return null
  }
}

/**
 * The real probe (decision 1140): A, AAAA and CNAME through our resolvers, then one GET of
 * `http://name/` from the first address, following redirects only within the name. Outside
 * development and test it never connects to private or loopback addresses. Any failure is a
 * sighting without HTTP (unreachable), never an error: the guard must not pause on a hiccup.
 */
export function createSiteProbe(options: {
  dns: DnsClient
  httpPort: number
  timeoutMs: number
  allowPrivateAddresses: boolean
}): SiteProbe {
  const portOf = (url: URL) => (url.protocol === 'https:' ? 443 : options.httpPort)
  async function resolveAddresses(name: string) {
    const [a, aaaa] = await Promise.all([options.dns.a(name), options.dns.aaaa(name)])
    return [...recordsOf(a), ...recordsOf(aaaa)]
  }
  return async (name, signal) => {
    const [addresses, cnames] = await Promise.all([
      resolveAddresses(name),
      options.dns.cname(name).then(recordsOf),
    ])
    const sighting = { addresses, cnames, http: null }
    const address = addresses[0]
    if (address === undefined) return sighting
    const within = AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)])
    try {
      let url = new URL(`http://${name}/`)
      let target = address
      for (let hop = 0; ; hop++) {
        if (!options.allowPrivateAddresses && isPrivateAddress(target)) return sighting
        const page = await fetchPage(url, target, portOf(url), within)
        const next = page.location ? followable(url, page.location, name) : null
        const isRedirect = page.status >= 300 && page.status < 400
        if (!isRedirect || next === null || hop >= MAX_REDIRECTS) {
          return {
            ...sighting,
            http: { status: page.status, contentType: page.contentType, body: page.body },
          }
        }
        if (next.hostname !== url.hostname) {
          const [first] = await resolveAddresses(next.hostname)
          if (first === undefined) return sighting
          target = first
        }
        url = next
      }
    } catch {
      return sighting
    }
  }
}
