import fs from 'node:fs'
import { z } from 'zod'
import { sldOf } from '@namefolio/core/domains/domain-name'
import { REVIEW_REASONS, type ReviewReason } from '@namefolio/core/domains/domain-status'

/**
 * Compliance screening on intake (issue 5): a name whose second-level label contains a term of
 * a configured list enters COMPLIANCE_REVIEW with that list's review reason (spec §4). The
 * lists are a JSON file (`COMPLIANCE_TERMS_PATH`) of `{ "<REVIEW_REASON>": ["term", ...] }`;
 * without one, the small built-in lists below apply (decision 705).
 */
const TERM_REASONS = REVIEW_REASONS.filter(
  (r) => r !== 'WHOIS_NOT_FOUND' && r !== 'WHOIS_UNKNOWN_REGISTRAR' && r !== 'OWNERSHIP_REVIEW',
)
type TermReason = (typeof TERM_REASONS)[number]

export const TermListsSchema = z.partialRecord(
  z.enum(TERM_REASONS as [TermReason, ...TermReason[]]),
  z.array(z.string().min(2).max(63)),
)
export type TermLists = z.infer<typeof TermListsSchema>

export const DEFAULT_TERM_LISTS: TermLists = {
  TRADEMARK: [
    'google',
    'facebook',
    'instagram',
    'paypal',
    'amazon',
    'microsoft',
    'netflix',
    'apple',
  ],
  COMPLIANCE_ADULT: ['porn', 'xxx', 'escort', 'camgirl'],
  GAMBLING: ['casino', 'poker', 'betting', 'slots', 'sportsbook'],
  EXPLETIVES: ['fuck', 'shit', 'bitch'],
  ILLEGAL: ['cocaine', 'heroin', 'counterfeit'],
  TERRORIST: ['jihad', 'isis'],
}

export function readTermLists(filePath: string | null): TermLists {
  if (filePath === null) return DEFAULT_TERM_LISTS
  const parsed = TermListsSchema.safeParse(JSON.parse(fs.readFileSync(filePath, 'utf8')))
  if (!parsed.success) {
    throw new Error(`COMPLIANCE_TERMS_PATH ${filePath}: ${parsed.error.issues[0]?.message}`)
  }
  return parsed.data
}

export type NameScreen = (asciiName: string) => ReviewReason[]

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One regular expression per list: ~1 µs per name, so a million-row import stays fast. */
export function createNameScreen(lists: TermLists): NameScreen {
  const matchers = (Object.entries(lists) as [TermReason, string[]][])
    .filter(([, terms]) => terms.length > 0)
    .map(([reason, terms]) => ({
      reason,
      pattern: new RegExp(terms.map((t) => escape(t.toLowerCase().replace(/-/g, ''))).join('|')),
    }))
  return (asciiName) => {
    const label = sldOf(asciiName).replace(/-/g, '')
    return matchers.filter((m) => m.pattern.test(label)).map((m) => m.reason)
  }
}
