import { USERNAME_PATTERN } from '../auth/auth.constants.ts'
import { isCountryCode } from '../geo/countries.ts'
import { isReservedUsername } from '../routing/route-names.ts'

/**
 * The seller's profile rules (issue 18; spec §2 /account/profile, /account/profile/create,
 * /account/profile/complete). Pure: the server re-checks every input with them, the web app
 * checks as the seller types.
 */

/** What a seller must fill in before the first listing or payout (decision 1002). */
export const PROFILE_ITEMS = ['name', 'username', 'country', 'phone'] as const
export type ProfileItem = (typeof PROFILE_ITEMS)[number]

export type ProfileFacts = {
  name: string
  username: string
  country: string | null
  phone: string | null
}

/** The items still missing, in the order the checklist shows them; empty: complete. */
export function missingProfileItems(profile: ProfileFacts): ProfileItem[] {
  const present: Record<ProfileItem, boolean> = {
    name: profile.name.trim().length > 0,
    username: usernameProblem(profile.username) === null,
    country: profile.country !== null && isCountryCode(profile.country),
    phone: profile.phone !== null && normalizePhone(profile.phone) !== null,
  }
  return PROFILE_ITEMS.filter((item) => !present[item])
}

export const BIO_MAX_LENGTH = 500
export const NAME_MAX_LENGTH = 120

/** Why a username cannot be used (a message key), or null when it can. */
export function usernameProblem(username: string): string | null {
  const name = username.trim().toLowerCase()
  if (!USERNAME_PATTERN.test(name)) return 'profile.error.usernameFormat'
  if (isReservedUsername(name)) return 'profile.error.usernameReserved'
  return null
}

/**
 * A phone number as it is stored: `+` and 7 to 15 digits (E.164's length), from what a person
 * types (spaces, dots, dashes and brackets are dropped). A number without `+` is refused: the
 * seller is asked for the country code rather than have one guessed. Null: not a phone number.
 */
export function normalizePhone(text: string): string | null {
  const trimmed = text.trim()
  if (!/^\+[0-9 ().-]+$/.test(trimmed)) return null
  const digits = trimmed.replace(/[^0-9]/g, '')
  if (digits.length < 7 || digits.length > 15 || digits.startsWith('0')) return null
  return `+${digits}`
}

/** The IANA time zones the runtime knows (`Intl.supportedValuesOf`), plus UTC. */
export function listTimeZones(): readonly string[] {
  return TIME_ZONES
}

const TIME_ZONES: readonly string[] = [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC'),
]
const TIME_ZONE_SET = new Set(TIME_ZONES)

export function isTimeZone(zone: string): boolean {
  return TIME_ZONE_SET.has(zone)
}

/**
 * Languages a seller can prefer (decision 1004): the portal speaks en-US today; the choice is
 * kept for e-mails and for the translations to come.
 */
export const PROFILE_LANGUAGES = [
  'en-US',
  'en-GB',
  'de-DE',
  'es-ES',
  'fr-FR',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'ja-JP',
  'zh-CN',
] as const
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number]

/** Currencies a seller can prefer for reference amounts; prices stay in USD (spec §1). */
export const PROFILE_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const
export type ProfileCurrency = (typeof PROFILE_CURRENCIES)[number]

/** The preferences `PATCH v1/account/prefs` names (spec §7: it sends the changed names). */
export const PREF_NAMES = ['timeZone', 'language', 'currency'] as const
export type PrefName = (typeof PREF_NAMES)[number]

/** Avatars (decision 1005): the image kinds accepted, told by their first bytes. */
export const AVATAR_MAX_BYTES = 1024 * 1024
export type AvatarType = 'image/png' | 'image/jpeg' | 'image/webp'

/** The image's type from its magic bytes, never from what the client says; null: none of ours. */
export function sniffAvatarType(bytes: Uint8Array): AvatarType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}

/**
 * The typical response time the public profile shows (decision 1006): the median delay from a
 * buyer's lead to the seller's first reply, over the seller's recent leads. A lead not answered
 * counts as slower than any answered one. Fewer than `MIN_LEADS` leads: nothing to say yet.
 */
export const RESPONSE_TIME_MIN_LEADS = 3
export const RESPONSE_TIME_BUCKETS = ['hour', 'hours', 'day', 'days', 'slow'] as const
export type ResponseTimeBucket = (typeof RESPONSE_TIME_BUCKETS)[number]

const HOUR_MS = 60 * 60 * 1000

export function typicalResponseTime(
  delaysMs: readonly (number | null)[],
): ResponseTimeBucket | null {
  if (delaysMs.length < RESPONSE_TIME_MIN_LEADS) return null
  const sorted = delaysMs
    .map((delay) => (delay === null ? Number.POSITIVE_INFINITY : Math.max(0, delay)))
    .sort((a, b) => a - b)
  const middle = sorted.length / 2
  // The upper median: with an even count, the slower of the two middle leads.
  const median = sorted[Math.floor(middle)] ?? Number.POSITIVE_INFINITY
  if (median <= HOUR_MS) return 'hour'
  if (median <= 6 * HOUR_MS) return 'hours'
  if (median <= 24 * HOUR_MS) return 'day'
  if (median <= 7 * 24 * HOUR_MS) return 'days'
  return 'slow'
}

/** What the public profile says for each bucket. */
export const RESPONSE_TIME_TEXT: Record<ResponseTimeBucket, string> = {
  hour: 'Usually replies within an hour',
  hours: 'Usually replies within a few hours',
  day: 'Usually replies within a day',
  days: 'Usually replies within a few days',
  slow: 'Usually takes more than a week to reply',
}

/**
 * Where a new account goes after sign-up when it asked for no page of its own (decision 1008):
 * the profile's first step.
 */
export const PROFILE_CREATE_PATH = '/account/profile/create'
