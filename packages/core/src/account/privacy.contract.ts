import { z } from 'zod'

/**
 * Who sees a seller's public profile (spec §2 /account/privacy; decision 503):
 * PUBLIC shows the name and listings, ANONYMOUS shows the listings under "A Namefolio seller",
 * PRIVATE answers 404 for the profile and listings pages (landers still sell the domains).
 */
export const PROFILE_VISIBILITIES = ['PUBLIC', 'ANONYMOUS', 'PRIVATE'] as const
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number]

/** GET and PATCH v1/account/privacy answer (spec §7). */
export const AccountPrivacySchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  /** The profile's path (`/profile/{username}`), or null while no one can see it. */
  profilePath: z.string().nullable(),
})
export type AccountPrivacy = z.infer<typeof AccountPrivacySchema>

/** PATCH v1/account/privacy body: the settings to change. */
export const AccountPrivacyPatchSchema = z.strictObject({
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
})
export type AccountPrivacyPatch = z.infer<typeof AccountPrivacyPatchSchema>
