import type { FieldError } from '../http/error.contract.ts'
import { hasIcannSuffix, isRegistrableDomain } from './domain-name.ts'
import {
  DOMAIN_FORM_ERRORS,
  isFullyQualifiedDomain,
  parseDomainEntries,
  tldOf,
  type ParsedDomainList,
} from './domain-syntax.ts'

/**
 * The accepted-name rule of the server (spec §5, decision 271): the shape of the name, a suffix
 * of the public suffix list's ICANN section, exactly one label under it. The browser checks the
 * shape only (`parseDomainSyntax`) and shows the server's refusals.
 */
export { DOMAIN_FORM_ERRORS, splitDomainList, type ParsedDomainList } from './domain-syntax.ts'

/**
 * Which suffixes the platform accepts: every ICANN suffix, optionally narrowed to TLDs the
 * operator configures (decision 101). `allowedTlds` null means no narrowing.
 */
export type TldPolicy = { allowedTlds: readonly string[] | null }
export const ROOT_ZONE_TLD_POLICY: TldPolicy = { allowedTlds: null }

/** Whether the name's suffix is an ICANN one the platform accepts. */
export function isSuffixAllowed(
  asciiName: string,
  policy: TldPolicy = ROOT_ZONE_TLD_POLICY,
): boolean {
  if (!hasIcannSuffix(asciiName)) return false
  return policy.allowedTlds === null || policy.allowedTlds.includes(tldOf(asciiName))
}

/** The message key of one name's first failing rule, or null when the name is acceptable. */
export function validateDomainName(
  asciiName: string,
  policy: TldPolicy = ROOT_ZONE_TLD_POLICY,
): FieldError['code'] | null {
  if (!isFullyQualifiedDomain(asciiName)) return DOMAIN_FORM_ERRORS.specificDomain
  if (!isSuffixAllowed(asciiName, policy)) return DOMAIN_FORM_ERRORS.tld
  if (!isRegistrableDomain(asciiName)) return DOMAIN_FORM_ERRORS.specificDomain
  return null
}

/**
 * Parses a pasted list of domains (spec §5): split, drop blanks, lowercase and convert to
 * ASCII, de-duplicate, at most 50, each a registrable name under an accepted suffix.
 */
export function parseDomainList(
  raw: string,
  policy: TldPolicy = ROOT_ZONE_TLD_POLICY,
  field = 'domains',
): ParsedDomainList {
  return parseDomainEntries(raw, (ascii) => validateDomainName(ascii, policy), field)
}
