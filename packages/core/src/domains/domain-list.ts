import { MAX_DOMAINS_PER_ENTRY } from '../constants/domain-entry.ts'
import type { FieldError } from '../http/error.contract.ts'
import {
  isFullyQualifiedDomain,
  isRegistrableDomain,
  isRootZoneTld,
  tldOf,
  toAsciiDomain,
} from './domain-name.ts'

/** Message keys of the domain entry form (spec §5). */
export const DOMAIN_FORM_ERRORS = {
  max: 'domains.form.error.max',
  specificDomain: 'domains.form.error.specificDomain',
  tld: 'domains.form.error.tld',
  domain: 'domains.form.error.domain',
  ownershipRequested: 'domains.form.error.alreadyExists.ownershipRequested',
} as const

/**
 * Which TLDs the platform accepts: the IANA root zone, optionally narrowed to a list the
 * operator configures (decision 101). `allowedTlds` null means the whole root zone.
 */
export type TldPolicy = { allowedTlds: readonly string[] | null }
export const ROOT_ZONE_TLD_POLICY: TldPolicy = { allowedTlds: null }

export function isTldAllowed(tld: string, policy: TldPolicy = ROOT_ZONE_TLD_POLICY): boolean {
  if (!isRootZoneTld(tld)) return false
  return policy.allowedTlds === null || policy.allowedTlds.includes(tld)
}

/** Splits on whitespace, comma, semicolon or runs of question marks; drops blanks (spec §5). */
export function splitDomainList(raw: string): string[] {
  return raw.split(/[\s,;]+|\?+/u).filter((part) => part.length > 0)
}

/** The message key of one name's first failing rule, or null when the name is acceptable. */
export function validateDomainName(
  asciiName: string,
  policy: TldPolicy = ROOT_ZONE_TLD_POLICY,
): FieldError['code'] | null {
  if (!isFullyQualifiedDomain(asciiName)) return DOMAIN_FORM_ERRORS.specificDomain
  if (!isTldAllowed(tldOf(asciiName), policy)) return DOMAIN_FORM_ERRORS.tld
  if (!isRegistrableDomain(asciiName)) return DOMAIN_FORM_ERRORS.specificDomain
  return null
}

export type ParsedDomainList = {
  /** Valid names, lowercase ASCII, de-duplicated, in entry order. */
  domains: string[]
  /** One error per rejected name (`values.domain` is the name as typed) or for the entry. */
  errors: FieldError[]
}

/**
 * Parses a pasted list of domains (spec §5): split, drop blanks, lowercase and convert to
 * ASCII, de-duplicate, at most 50, each fully qualified with an allowed TLD.
 */
export function parseDomainList(
  raw: string,
  policy: TldPolicy = ROOT_ZONE_TLD_POLICY,
  field = 'domains',
): ParsedDomainList {
  const seen = new Map<string, string>()
  const errors: FieldError[] = []
  for (const typed of splitDomainList(raw)) {
    const ascii = toAsciiDomain(typed)
    if (ascii === '') {
      errors.push({ field, code: DOMAIN_FORM_ERRORS.domain, values: { domain: typed } })
      continue
    }
    if (!seen.has(ascii)) seen.set(ascii, typed)
  }
  if (seen.size > MAX_DOMAINS_PER_ENTRY) {
    return {
      domains: [],
      errors: [
        {
          field,
          code: DOMAIN_FORM_ERRORS.max,
          values: { max: MAX_DOMAINS_PER_ENTRY, count: seen.size },
        },
      ],
    }
  }
  const domains: string[] = []
  for (const [ascii, typed] of seen) {
    const code = validateDomainName(ascii, policy)
    if (code === null) domains.push(ascii)
    else errors.push({ field, code, values: { domain: typed } })
  }
  return { domains, errors }
}
