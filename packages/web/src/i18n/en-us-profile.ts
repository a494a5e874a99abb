/** Profile, preferences, e-mail change and the public profile (issue 18). */
export const EN_US_PROFILE_MESSAGES = {} as const
