import { z } from 'zod'
import { isCountryCode } from '../geo/countries.ts'
import {
  BIO_MAX_LENGTH,
  isTimeZone,
  NAME_MAX_LENGTH,
  normalizePhone,
  PREF_NAMES,
  PROFILE_CURRENCIES,
  PROFILE_ITEMS,
  PROFILE_LANGUAGES,
  usernameProblem,
} from './profile.ts'

const username = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((value, context) => {
    const problem = usernameProblem(value)
    if (problem !== null) context.addIssue({ code: 'custom', message: problem })
  })

const phone = z
  .string()
  .max(40)
  .transform((value, context) => {
    const normalized = normalizePhone(value)
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: 'profile.error.phoneFormat' })
      return z.NEVER
    }
    return normalized
  })

const country = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => isCountryCode(code), 'profile.error.country')

export const TimeZoneSchema = z
  .string()
  .refine((zone) => isTimeZone(zone), 'profile.error.timeZone')

/** The seller's preferences (`PATCH v1/account/prefs`). */
export const ProfilePrefsSchema = z.object({
  timeZone: TimeZoneSchema,
  language: z.enum(PROFILE_LANGUAGES),
  currency: z.enum(PROFILE_CURRENCIES),
})
export type ProfilePrefs = z.infer<typeof ProfilePrefsSchema>

/** `GET` and `POST v1/account/profile` answer: the signed-in seller's own profile. */
export const AccountProfileSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string(),
  /** The new address waiting for its confirmation link, or null. */
  pendingEmail: z.string().nullable(),
  bio: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  /** The avatar image's URL, or null without one. */
  avatarUrl: z.string().nullable(),
  /** Per-item choices for the public profile (decision 1007). */
  showSalesCount: z.boolean(),
  showResponseTime: z.boolean(),
  prefs: ProfilePrefsSchema,
  memberSince: z.iso.datetime({ offset: true }),
  /** The public profile's path, or null while the privacy setting hides it. */
  profilePath: z.string().nullable(),
  /** What is still missing before the first listing or payout (decision 1002). */
  missing: z.array(z.enum(PROFILE_ITEMS)),
})
export type AccountProfile = z.infer<typeof AccountProfileSchema>

/**
 * `POST v1/account/profile` body: the fields to set (create, complete and edit all send only
 * what they change). An empty bio, country or phone clears it.
 */
export const AccountProfileUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'profile.error.nameRequired').max(NAME_MAX_LENGTH),
    username,
    bio: z.string().trim().max(BIO_MAX_LENGTH, 'profile.error.bioLength'),
    country: z.union([z.literal(''), country]),
    phone: z.union([z.literal(''), phone]),
    showSalesCount: z.boolean(),
    showResponseTime: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'profile.error.nothingToSave')
export type AccountProfileUpdate = z.input<typeof AccountProfileUpdateSchema>

/** `PATCH v1/account/prefs` body: the names of the changed prefs and their new values. */
export const ProfilePrefsPatchSchema = z
  .strictObject({
    changed: z.array(z.enum(PREF_NAMES)).min(1).max(PREF_NAMES.length),
    timeZone: TimeZoneSchema.optional(),
    language: z.enum(PROFILE_LANGUAGES).optional(),
    currency: z.enum(PROFILE_CURRENCIES).optional(),
  })
  .superRefine((body, context) => {
    for (const name of PREF_NAMES) {
      const named = body.changed.includes(name)
      if (named !== (body[name] !== undefined)) {
        context.addIssue({ code: 'custom', path: [name], message: 'profile.error.prefNotNamed' })
      }
    }
  })
export type ProfilePrefsPatch = z.infer<typeof ProfilePrefsPatchSchema>

/** `POST v1/account/checkEmail` body. */
export const CheckEmailSchema = z.strictObject({ email: z.string().max(320) })

/**
 * `POST v1/account/checkEmail` answer (decision 1003): whether the address is well formed,
 * and the form it would be stored in. The same shape whether or not an account uses it.
 */
export const CheckEmailAnswerSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
})
export type CheckEmailAnswer = z.infer<typeof CheckEmailAnswerSchema>

/** `POST v1/account/email` body: the new address, confirmed by a link mailed to it. */
export const EmailChangeSchema = z.strictObject({ email: z.email('profile.error.email').max(254) })

/** `POST v1/account/email` answer: the same whether or not the address is free. */
export const EmailChangeAnswerSchema = z.object({ pendingEmail: z.string() })

/** `POST v1/account/email/confirm` body: the token from the link. */
export const EmailConfirmSchema = z.strictObject({ token: z.string().min(10).max(200) })

/** `PUT v1/account/avatar` body: the image, base64 (PNG, JPEG or WebP by its bytes). */
export const AvatarUploadSchema = z.strictObject({
  // 1 MiB of bytes is 1,398,104 base64 characters.
  image: z.base64('profile.error.avatarType').max(1_398_104, 'profile.error.avatarSize'),
})

export const AvatarAnswerSchema = z.object({ avatarUrl: z.string().nullable() })
