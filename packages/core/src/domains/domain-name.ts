import punycode from 'punycode/punycode.js'
import { parse } from 'tldts'

/** Longest domain name in ASCII form (RFC 1035). */
export const DOMAIN_NAME_MAX_LENGTH = 253
/** Longest label, hence longest SLD (RFC 1035). */
export const DOMAIN_LABEL_MAX_LENGTH = 63

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const TLD_LABEL = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})'
/** A fully-qualified domain name in lowercase ASCII: labels, dots, an alphabetic or IDN TLD. */
export const FQDN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+${TLD_LABEL}$`)

/**
 * Lowercases and converts a typed name to ASCII (punycode for internationalized names, spec
 * §5). One trailing root dot is dropped. The result may still be invalid: check it with
 * `isFullyQualifiedDomain`.
 */
export function toAsciiDomain(input: string): string {
  return punycode.toASCII(input.trim().toLowerCase().replace(/\.$/, '').normalize('NFC'))
}

/** The name as people read it (`xn--bcher-kva.de` → `bücher.de`), for display only. */
export function toUnicodeDomain(asciiName: string): string {
  return punycode.toUnicode(asciiName)
}

/** Whether an ASCII name matches the fully-qualified domain pattern. */
export function isFullyQualifiedDomain(asciiName: string): boolean {
  return asciiName.length <= DOMAIN_NAME_MAX_LENGTH && FQDN_PATTERN.test(asciiName)
}

/** The last label: what the allowed-TLD list is checked against. */
export function tldOf(asciiName: string): string {
  return asciiName.slice(asciiName.lastIndexOf('.') + 1)
}

/** Whether a TLD is delegated in the IANA root zone, per tldts' copy of the ICANN section. */
export function isRootZoneTld(tld: string): boolean {
  return (
    /^[a-z0-9-]+$/.test(tld) &&
    parse(`example.${tld}`, { allowPrivateDomains: false }).isIcann === true
  )
}

/**
 * Whether the name is exactly a registrable domain (an SLD under its public suffix, like
 * `example.com` or `example.co.uk`), not a subdomain and not a bare suffix.
 */
export function isRegistrableDomain(asciiName: string): boolean {
  return parse(asciiName, { allowPrivateDomains: false }).domain === asciiName
}

/** The second-level label (`example` of `example.co.uk`); the name itself when unknown. */
export function sldOf(asciiName: string): string {
  return parse(asciiName, { allowPrivateDomains: false }).domainWithoutSuffix ?? asciiName
}

/** SLD length (spec §3 filters sldLengthMin/Max), counted in ASCII characters. */
export function sldLength(asciiName: string): number {
  return sldOf(asciiName).length
}
