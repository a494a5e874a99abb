import type { FieldError } from '@namefolio/core/http/error.contract'
import { html } from '../../public/page-document.ts'
import { fieldError, hiddenInputs, layout, type PageContext } from './sign-in-page-layout.ts'
import { queryOf } from './sign-in-link-params.ts'
import { revokedTokensNotice } from './sign-in.mail.ts'

const EMAIL_MESSAGES: Record<string, string> = {
  invalid_format: 'Enter a valid e-mail address.',
  too_small: 'Enter your e-mail address.',
  'sso.error.throttled': 'Too many requests. Wait a while and try again.',
}

/** One e-mail field and a button: /recover and /login/link. */
function emailRequestPage(
  options: PageContext & {
    title: string
    intro: string
    action: string
    button: string
    sent: string | null
    fields?: FieldError[]
  },
): string {
  const fields = options.fields ?? []
  const q = queryOf(options.params)
  const content = options.sent
    ? html`<div className="notice ok" role="status">${options.sent}</div>
        <p className="alt"><a href=${`/login${q}`}>Back to sign in</a></p>`
    : html`<p className="hint">${options.intro}</p>
        <form method="post" action=${`${options.action}${q}`} noValidate>
          ${hiddenInputs(options.params)}
          <label htmlFor="email">E-mail</label>
          <input id="email" name="email" type="email" autoComplete="email" required />
          ${fieldError(fields, 'email', EMAIL_MESSAGES)}
          <button type="submit">${options.button}</button>
        </form>
        <p className="alt"><a href=${`/login${q}`}>Back to sign in</a></p>`
  return layout(options, options.title, content)
}

export function renderRecoverPage(
  options: PageContext & { sent: boolean; fields?: FieldError[] },
): string {
  return emailRequestPage({
    ...options,
    title: 'Reset your password',
    intro:
      'Enter the e-mail address of your account. We will send you a link to set a new password.',
    action: '/recover',
    button: 'Send the link',
    sent: options.sent
      ? 'If an account uses that address, a link to reset its password is on its way. It works once, for 30 minutes.'
      : null,
  })
}

export function renderSignInLinkRequestPage(
  options: PageContext & { sent: boolean; fields?: FieldError[] },
): string {
  return emailRequestPage({
    ...options,
    title: 'Sign in by e-mail',
    intro: 'We will e-mail you a link that signs you in without a password.',
    action: '/login/link',
    button: 'E-mail me a link',
    sent: options.sent
      ? 'If an account uses that address, a sign-in link is on its way. It works once, for 15 minutes.'
      : null,
  })
}

/** The e-mailed link lands here; a button press (POST) uses it, so mail scanners cannot. */
export function renderSignInLinkConfirmPage(options: PageContext & { token: string }): string {
  const content = html`
    <p className="hint">Continue to sign in to your account.</p>
    <form method="post" action=${`/login/link/confirm${queryOf(options.params)}`}>
      ${hiddenInputs(options.params)}
      <input type="hidden" name="token" value=${options.token} />
      <button type="submit">Continue</button>
    </form>
  `
  return layout(options, 'Sign in', content)
}

const PASSWORD_MESSAGES: Record<string, string> = {
  too_small: 'Use at least 10 characters.',
  too_big: 'Use at most 200 characters.',
  'sso.error.passwordMismatch': 'The two passwords are not the same.',
  'sso.error.invalidCredentials': 'That is not your current password.',
  'sso.error.passwordReused': 'Choose a password different from the current one.',
}

/** The new password twice, each with its refusal: the reset and the change pages alike. */
function newPasswordFields(fields: FieldError[]) {
  return html`<label htmlFor="password">New password</label>
    <input id="password" name="password" type="password" autoComplete="new-password" required minLength="10" />
    <div className="hint">At least 10 characters.</div>
    ${fieldError(fields, 'password', PASSWORD_MESSAGES)}
    <label htmlFor="confirm">Repeat the new password</label>
    <input id="confirm" name="confirm" type="password" autoComplete="new-password" required />
    ${fieldError(fields, 'confirm', PASSWORD_MESSAGES)}`
}

export function renderResetPasswordPage(
  options: PageContext & { token: string | null; fields?: FieldError[] },
): string {
  const fields = options.fields ?? []
  const q = queryOf(options.params)
  const content = options.token
    ? html`<form method="post" action=${`/recover/reset${q}`} noValidate>
        ${hiddenInputs(options.params)}
        <input type="hidden" name="token" value=${options.token} />
        ${newPasswordFields(fields)}
        <button type="submit">Set the new password</button>
      </form>`
    : html`<div className="notice error" role="alert">
          This link has expired or was already used.
        </div>
        <p><a href=${`/recover${q}`}>Ask for a new link</a></p>`
  return layout(options, 'Choose a new password', content)
}

export function renderChangePasswordPage(
  options: PageContext & {
    email: string
    done?: boolean
    /** How many API tokens the change revoked (issue 12); said on the page when any. */
    revokedTokens?: number
    fields?: FieldError[]
  },
): string {
  const fields = options.fields ?? []
  const revokedTokens = options.revokedTokens ?? 0
  const content = options.done
    ? html`<div className="notice ok" role="status">
          Your password is changed. Every other session of your account is signed out.
          ${revokedTokens > 0 ? html` ${revokedTokensNotice(revokedTokens)}` : ''}
        </div>
        ${revokedTokens > 0 ? html`<p><a href="/account/oauth">Go to API tokens</a></p>` : ''}
        <p><a href="/account/security">Back to account security</a></p>`
    : html`<p className="hint">Signed in as ${options.email}. Changing the password signs out every other session and revokes your API tokens.</p>
        <form method="post" action="/password/change" noValidate>
          <input type="hidden" name="username" autoComplete="username" value=${options.email} />
          <label htmlFor="current">Current password</label>
          <input id="current" name="current" type="password" autoComplete="current-password" required />
          ${fieldError(fields, 'current', PASSWORD_MESSAGES)}
          ${newPasswordFields(fields)}
          <button type="submit">Change password</button>
        </form>
        <p className="alt"><a href="/account/security">Cancel</a></p>`
  return layout(options, 'Change your password', content)
}
