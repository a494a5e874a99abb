import { z } from 'zod'
import { validateDomainName } from './domain-list.ts'
import { toAsciiDomain } from './domain-name.ts'

/**
 * A domain name on the wire: trimmed, lowercased, converted to ASCII, then checked against
 * the fully-qualified pattern, the public suffix list's ICANN section and registrability
 * (spec §5, decision 271). Issue messages are the spec's message keys. The platform's narrower
 * TLD list is applied by the service with `isSuffixAllowed`.
 */
export const DomainNameSchema = z
  .string()
  .max(1000)
  .transform(toAsciiDomain)
  .superRefine((ascii, ctx) => {
    const code = validateDomainName(ascii)
    if (code !== null) ctx.addIssue({ code: 'custom', message: code })
  })
export type DomainName = z.output<typeof DomainNameSchema>
