import { Resolver } from 'node:dns/promises'

/**
 * DNS lookups behind one small interface (DESIGN.md §7): node's resolver with configurable
 * servers (`DNS_RESOLVERS`; tests point it at a dns2 server on 127.0.0.1). An answer is told
 * apart from "the name does not exist" (NXDOMAIN), "no records of that type" and a failure of
 * the lookup itself, so callers never punish a seller for our resolver being down.
 */
export type DnsAnswer<T> =
  | { kind: 'answer'; records: T[] }
  | { kind: 'nxdomain' }
  | { kind: 'nodata' }
  | { kind: 'error'; code: string }

export type DnsClient = {
  txt(name: string): Promise<DnsAnswer<string>>
  ns(name: string): Promise<DnsAnswer<string>>
  /** IPv4 addresses of the name (parking setup checks the apex A records). */
  a(name: string): Promise<DnsAnswer<string>>
  /** IPv6 addresses and CNAME targets (the in-use guard, decision 1140). */
  aaaa(name: string): Promise<DnsAnswer<string>>
  cname(name: string): Promise<DnsAnswer<string>>
}

export type DnsClientOptions = { servers: readonly string[]; timeoutMs: number }

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : 'EUNKNOWN'
}

async function lookup<T>(run: () => Promise<T[]>): Promise<DnsAnswer<T>> {
  try {
    const records = await run()
    return records.length === 0 ? { kind: 'nodata' } : { kind: 'answer', records }
  } catch (error) {
    const code = errorCode(error)
    if (code === 'ENOTFOUND') return { kind: 'nxdomain' }
    if (code === 'ENODATA') return { kind: 'nodata' }
    return { kind: 'error', code }
  }
}

export function createDnsClient(options: DnsClientOptions): DnsClient {
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 })
  if (options.servers.length > 0) resolver.setServers([...options.servers])
  return {
    // A TXT record may be split into strings of 255 bytes: join them back (RFC 7208 §3.3).
    txt: (name) => lookup(async () => (await resolver.resolveTxt(name)).map((c) => c.join(''))),
    ns: (name) =>
      lookup(async () =>
        (await resolver.resolveNs(name)).map((ns) => ns.toLowerCase().replace(/\.$/, '')),
      ),
    a: (name) => lookup(() => resolver.resolve4(name)),
    aaaa: (name) => lookup(() => resolver.resolve6(name)),
    cname: (name) =>
      lookup(async () =>
        (await resolver.resolveCname(name)).map((host) => host.toLowerCase().replace(/\.$/, '')),
      ),
  }
}
