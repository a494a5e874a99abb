/**
 * The role a person holding several chose in the portal's role switch (decision 950). A plain
 * cookie, not HttpOnly: the web app sets it when the person switches, and the server reads it
 * to send `/` and a sign-in without a return path to that role's home.
 */
export const ROLE_COOKIE = 'nf_role'
/** A year: the choice is a preference, not a credential. */
export const ROLE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
