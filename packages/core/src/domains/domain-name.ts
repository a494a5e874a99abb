import { parse } from 'tldts'

/**
 * Domain names against the public suffix list (tldts' copy of its ICANN section, decision 271).
 * Server-side only: the web imports `domain-syntax.ts`, which carries no list.
 */
export {
  DOMAIN_LABEL_MAX_LENGTH,
  DOMAIN_NAME_MAX_LENGTH,
  FQDN_PATTERN,
  isFullyQualifiedDomain,
  tldOf,
  toAsciiDomain,
  toUnicodeDomain,
} from './domain-syntax.ts'

const ICANN_ONLY = { allowPrivateDomains: false } as const

/**
 * Whether the name ends in a suffix of the list's ICANN section: a delegated TLD that takes
 * registrations directly (`com`) or a second-level suffix under one (`co.za`, `nom.za`,
 * `com.au`). tldts answers `isIcann: false` when only its default rule (`*`) matched.
 */
export function hasIcannSuffix(asciiName: string): boolean {
  return parse(asciiName, ICANN_ONLY).isIcann === true
}

/**
 * Whether the name is exactly a registrable domain (an SLD under its public suffix, like
 * `example.com` or `example.co.uk`), not a subdomain and not a bare suffix.
 */
export function isRegistrableDomain(asciiName: string): boolean {
  return parse(asciiName, ICANN_ONLY).domain === asciiName
}

/** The second-level label (`example` of `example.co.uk`); the name itself when unknown. */
export function sldOf(asciiName: string): string {
  return parse(asciiName, ICANN_ONLY).domainWithoutSuffix ?? asciiName
}

/** SLD length (spec §3 filters sldLengthMin/Max), counted in ASCII characters. */
export function sldLength(asciiName: string): number {
  return sldOf(asciiName).length
}
