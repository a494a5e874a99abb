import punycode from 'punycode/punycode.js'
import { MAX_DOMAINS_PER_ENTRY } from '../constants/domain-entry.ts'
import type { FieldError } from '../http/error.contract.ts'

/**
 * The shape of domain names, without the public suffix list: what the browser checks as a list
 * is typed. Whether the suffix is one a registrar sells is the server's rule
 * (`domain-list.ts`, decision 271), so the web bundle does not carry the list.
 */

/** Longest domain name in ASCII form (RFC 1035). */
export const DOMAIN_NAME_MAX_LENGTH = 253
/** Longest label, hence longest SLD (RFC 1035). */
export const DOMAIN_LABEL_MAX_LENGTH = 63

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const TLD_LABEL = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})'
/** A fully-qualified domain name in lowercase ASCII: labels, dots, an alphabetic or IDN TLD. */
export const FQDN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+${TLD_LABEL}$`)

/** Message keys of the domain entry form (spec §5). */
export const DOMAIN_FORM_ERRORS = {
  max: 'domains.form.error.max',
  specificDomain: 'domains.form.error.specificDomain',
  tld: 'domains.form.error.tld',
  domain: 'domains.form.error.domain',
  ownershipRequested: 'domains.form.error.alreadyExists.ownershipRequested',
} as const

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

/** The last label: what the operator's allowed-TLD list is checked against. */
export function tldOf(asciiName: string): string {
  return asciiName.slice(asciiName.lastIndexOf('.') + 1)
}

/** Splits on whitespace, comma, semicolon or runs of question marks; drops blanks (spec §5). */
export function splitDomainList(raw: string): string[] {
  return raw.split(/[\s,;]+|\?+/u).filter((part) => part.length > 0)
}

export type ParsedDomainList = {
  /** Accepted names, lowercase ASCII, de-duplicated, in entry order. */
  domains: string[]
  /** One error per rejected name (`values.domain` is the name as typed) or for the entry. */
  errors: FieldError[]
}

/** The message key of a name's first failing rule, or null when the name passes. */
export type DomainNameRule = (asciiName: string) => FieldError['code'] | null

/** The browser's rule: only the shape of the name (spec §5 specificDomain). */
export const domainSyntaxError: DomainNameRule = (asciiName) =>
  isFullyQualifiedDomain(asciiName) ? null : DOMAIN_FORM_ERRORS.specificDomain

/**
 * Parses a pasted list of domains (spec §5): split, drop blanks, lowercase and convert to
 * ASCII, de-duplicate, at most 50, each name checked by `rule`.
 */
export function parseDomainEntries(
  raw: string,
  rule: DomainNameRule,
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
    const code = rule(ascii)
    if (code === null) domains.push(ascii)
    else errors.push({ field, code, values: { domain: typed } })
  }
  return { domains, errors }
}

/** The list as the browser checks it: syntax only; the server answers the suffix rule. */
export function parseDomainSyntax(raw: string): ParsedDomainList {
  return parseDomainEntries(raw, domainSyntaxError)
}
