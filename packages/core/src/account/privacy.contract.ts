import { z } from 'zod'
import { PROFILE_VISIBILITIES } from './privacy.constants.ts'

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
