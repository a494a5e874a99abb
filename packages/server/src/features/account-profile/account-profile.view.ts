import type { AccountProfile } from '@namefolio/core/account/profile.contract'
import { missingProfileItems } from '@namefolio/core/account/profile'
import type { ProfileRow } from './account-profile.repository.ts'

/** Where an avatar is served (`GET /avatars/{id}`). */
export const avatarUrlOf = (avatarId: string | null) =>
  avatarId === null ? null : `/avatars/${avatarId}`

/** The seller's own profile as `GET v1/account/profile` answers it. */
export function toAccountProfile(row: ProfileRow): AccountProfile {
  const hasProfile = row.roles.includes('seller') && row.profileVisibility !== 'PRIVATE'
  return {
    name: row.name,
    username: row.username,
    email: row.email,
    pendingEmail: row.pendingEmail,
    bio: row.bio,
    country: row.country,
    phone: row.phone,
    avatarUrl: avatarUrlOf(row.avatarId),
    showSalesCount: row.showSalesCount,
    showResponseTime: row.showResponseTime,
    prefs: {
      timeZone: row.timeZone,
      language: row.language as AccountProfile['prefs']['language'],
      currency: row.currency as AccountProfile['prefs']['currency'],
    },
    memberSince: row.createdAt.toISOString(),
    profilePath: hasProfile ? `/profile/${encodeURIComponent(row.username)}` : null,
    missing: missingProfileItems(row),
  }
}
