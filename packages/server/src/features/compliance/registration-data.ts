import type { DnsClient } from '../../dns/dns-client.ts'

/**
 * The registration-data adapter (DESIGN.md §7): whether a name is registered and with a known
 * registrar. RDAP when configured; by default a DNS existence check (a registered name has NS
 * records at its registry: NXDOMAIN means not registered, no NS means the registration data
 * cannot be read). `UNKNOWN` means the lookup itself failed: retry later, flag nothing.
 */
export type RegistrationResult = 'REGISTERED' | 'NOT_FOUND' | 'UNKNOWN_REGISTRAR' | 'UNKNOWN'
export type RegistrationData = { check(asciiName: string): Promise<RegistrationResult> }

export function createDnsRegistrationData(dns: DnsClient): RegistrationData {
  return {
    async check(name) {
      const answer = await dns.ns(name)
      if (answer.kind === 'answer') return 'REGISTERED'
      if (answer.kind === 'nxdomain') return 'NOT_FOUND'
      if (answer.kind === 'nodata') return 'UNKNOWN_REGISTRAR'
      return 'UNKNOWN'
    },
  }
}

type RdapDomain = { entities?: { roles?: string[] }[] }

export function createRdapRegistrationData(baseUrl: string, timeoutMs: number): RegistrationData {
  return {
    async check(name) {
      try {
        const res = await fetch(`${baseUrl}/domain/${encodeURIComponent(name)}`, {
          headers: { accept: 'application/rdap+json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (res.status === 404) return 'NOT_FOUND'
        if (!res.ok) return 'UNKNOWN'
        const body = (await res.json()) as RdapDomain
        const hasRegistrar = (body.entities ?? []).some((e) => e.roles?.includes('registrar'))
        return hasRegistrar ? 'REGISTERED' : 'UNKNOWN_REGISTRAR'
      } catch {
        return 'UNKNOWN'
      }
    },
  }
}

export const NO_REGISTRATION_DATA: RegistrationData = { check: async () => 'REGISTERED' }
