import type { FieldError } from '@namefolio/core/http/error.contract'
import { Children, type ReactNode } from 'react'
import { html, renderPage } from '../../public/page-document.ts'
import { brandStyles, type Brand } from './private-label.ts'
import { revokedTokensNotice } from './sign-in.mail.ts'

/** Parameters of the sign-in link (spec §2) that the forms carry through to the return. */
export type LoginLinkParams = Partial<
  Record<'realm' | 'risk' | 'auth_reason' | 'path' | 'port' | 'app' | 'subdomain' | 'plid', string>
>

const CARRIED_PARAMS = [
  'realm',
  'risk',
  'auth_reason',
  'path',
  'port',
  'app',
  'subdomain',
  'plid',
] as const

/** Messages for the sign-in page's `status` (spec §6 session error codes, §2 suspended). */
const STATUS_NOTICES: Record<string, { text: string; kind: 'error' | 'ok' }> = {
  '2': { text: 'Your session timed out. Sign in again to continue.', kind: 'error' },
  '4': { text: 'This account is suspended. Contact support to restore it.', kind: 'error' },
  suspended: { text: 'This account is suspended. Contact support to restore it.', kind: 'error' },
  '5': { text: 'Please sign in again to continue.', kind: 'error' },
  '24': { text: 'Sign in to continue.', kind: 'error' },
  '27': {
    text: 'Your account cannot open that page. Sign in with another account.',
    kind: 'error',
  },
  '30': {
    text: 'Your linked sign-in does not allow this. Sign in with your password.',
    kind: 'error',
  },
  '20': { text: 'Something went wrong with your sign-in. Please sign in again.', kind: 'error' },
  'signed-out': { text: 'You have signed out.', kind: 'ok' },
  'password-reset': { text: 'Your password is changed. Sign in with it now.', kind: 'ok' },
  'link-expired': {
    text: 'That sign-in link has expired or was already used. Ask for a new one.',
    kind: 'error',
  },
}

const AUTH_REASON_NOTICES: Record<string, string> = {
  reauth: 'For your security, please confirm your password to continue.',
  resubmit: 'Confirm your password to resubmit your listings.',
  payout: 'Confirm your password to change where your payouts go.',
  tax: 'Confirm your password to change your tax details.',
  'api-token': 'Confirm your password to manage API tokens.',
  password: 'Confirm your password to change it.',
  'second-factor': 'Confirm your password to change your two-step sign-in.',
  federation: 'Confirm your password to link another sign-in.',
}

export type PageContext = { params: LoginLinkParams; brand: Brand | null }

function hiddenInputs(params: LoginLinkParams) {
  return CARRIED_PARAMS.filter((name) => params[name]).map(
    (name) => html`<input key=${name} type="hidden" name=${name} value=${params[name]} />`,
  )
}

export function queryOf(params: LoginLinkParams): string {
  const query = new URLSearchParams()
  for (const name of CARRIED_PARAMS) {
    const value = params[name]
    if (value) query.set(name, value)
  }
  const text = query.toString()
  return text ? `?${text}` : ''
}

function fieldError(fields: FieldError[], name: string, messages: Record<string, string>) {
  const error = fields.find((f) => f.field === name)
  if (!error) return null
  return html`<div className="field-error" id=${`${name}-error`} role="alert">
    ${messages[error.code] ?? 'Check this field.'}
  </div>`
}

function notice(status: string | undefined, authReason: string | undefined) {
  const fromStatus = status ? STATUS_NOTICES[status] : undefined
  const fromReason = authReason ? AUTH_REASON_NOTICES[authReason] : undefined
  if (fromStatus && !(status === '5' && fromReason))
    return html`<div className=${`notice ${fromStatus.kind}`} role="status">${fromStatus.text}</div>`
  return fromReason ? html`<div className="notice" role="status">${fromReason}</div>` : null
}

function brandHeader(brand: Brand | null) {
  if (brand?.logoUrl)
    return html`<a className="brand" href="/"><img className="logo" src=${brand.logoUrl} alt=${brand.name} /></a>`
  return html`<a className="brand" href="/">${brand?.name ?? 'Namefolio'}</a>`
}

function layout(
  context: { brand: Brand | null },
  title: string,
  content: ReactNode,
  scripts?: string[],
) {
  const body = html`
    <main>
      <div className="card">
        ${brandHeader(context.brand)}
        <h1>${title}</h1>
        ${Children.toArray(content)}
      </div>
    </main>
  `
  const brandName = context.brand?.name
  return renderPage({
    title: brandName ? `${title} · ${brandName}` : title,
    body,
    styles: brandStyles(context.brand),
    ...(scripts ? { scripts } : {}),
  })
}

const LOGIN_MESSAGES: Record<string, string> = {
  'sso.error.invalidCredentials': 'That e-mail and password do not match an account.',
  'sso.error.throttled': 'Too many attempts. Wait a moment and try again.',
  'sso.error.locked':
    'Too many failed attempts: sign-in with a password is paused for 15 minutes. We sent you an e-mail.',
  invalid_format: 'Enter a valid e-mail address.',
  too_small: 'Enter your password.',
}

export type LoginOptions = PageContext & {
  status?: string | undefined
  email?: string
  fields?: FieldError[]
  federationName?: string | null
  /** Shown once the passkey script is on the page. */
  hasPasskeys?: boolean
}

export function renderLoginPage(options: LoginOptions): string {
  const fields = options.fields ?? []
  const q = queryOf(options.params)
  const content = html`
    ${notice(options.status, options.params.auth_reason)}
    ${fields.some((f) => f.field === 'form') ? fieldError(fields, 'form', LOGIN_MESSAGES) : null}
    <form method="post" action=${`/login${q}`} noValidate>
      ${hiddenInputs(options.params)}
      <label htmlFor="email">E-mail</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="username webauthn"
        required
        defaultValue=${options.email ?? ''}
        aria-invalid=${fields.some((f) => f.field === 'email')}
      />
      ${fieldError(fields, 'email', LOGIN_MESSAGES)}
      <label htmlFor="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid=${fields.some((f) => f.field === 'password')}
        aria-describedby="password-error"
      />
      ${fieldError(fields, 'password', LOGIN_MESSAGES)}
      <button type="submit">Sign in</button>
    </form>
    <p className="alt"><a href=${`/recover${q}`}>Forgot your password?</a></p>
    <p className="divider">or</p>
    <button type="button" className="secondary" id="passkey-sign-in" data-query=${q} hidden>
      Use a passkey
    </button>
    <p className="alt" id="passkey-error" role="alert"></p>
    <a className="button-link" href=${`/login/link${q}`}>E-mail me a sign-in link</a>
    ${
      options.federationName
        ? html`<a className="button-link" href=${`/login/federated${q}`}
          >Sign in with ${options.federationName}</a
        >`
        : null
    }
    <p className="alt">
      New to Namefolio? <a href=${`/signup${q}`}>Create an account</a>
    </p>
  `
  return layout(options, 'Sign in', content, ['/sso/assets/passkey.js'])
}

const SECOND_FACTOR_MESSAGES: Record<string, string> = {
  'sso.error.invalidCode': 'That code is not right, or it was already used. Try the next one.',
  'sso.error.challengeExpired': 'This sign-in took too long. Start again.',
}

export function renderSecondFactorPage(
  options: PageContext & {
    challenge: string
    hasTotp: boolean
    hasPasskey: boolean
    fields?: FieldError[]
  },
): string {
  const fields = options.fields ?? []
  const q = queryOf(options.params)
  const content = html`
    <p className="hint">Your account has two-step sign-in on.</p>
    ${
      options.hasTotp
        ? html`<form method="post" action=${`/login/second-factor${q}`} noValidate>
          ${hiddenInputs(options.params)}
          <input type="hidden" name="challenge" value=${options.challenge} />
          <label htmlFor="code">Code from your authenticator app, or a recovery code</label>
          <input
            id="code"
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            autoFocus
            required
            aria-invalid=${fields.some((f) => f.field === 'code')}
            aria-describedby="code-error"
          />
          ${fieldError(fields, 'code', SECOND_FACTOR_MESSAGES)}
          <button type="submit">Verify</button>
        </form>`
        : null
    }
    ${
      options.hasPasskey
        ? html`<button
          type="button"
          className=${options.hasTotp ? 'secondary' : ''}
          id="passkey-second-factor"
          data-challenge=${options.challenge}
          data-query=${q}
        >
          Use a passkey
        </button>`
        : null
    }
    <p className="alt" id="passkey-error" role="alert"></p>
    <p className="alt"><a href=${`/login${q}`}>Start again</a></p>
  `
  return layout(options, 'Two-step sign-in', content, ['/sso/assets/passkey.js'])
}

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

export function renderResetPasswordPage(
  options: PageContext & { token: string | null; fields?: FieldError[] },
): string {
  const fields = options.fields ?? []
  const q = queryOf(options.params)
  const content = options.token
    ? html`<form method="post" action=${`/recover/reset${q}`} noValidate>
        ${hiddenInputs(options.params)}
        <input type="hidden" name="token" value=${options.token} />
        <label htmlFor="password">New password</label>
        <input id="password" name="password" type="password" autoComplete="new-password" required minLength="10" />
        <div className="hint">At least 10 characters.</div>
        ${fieldError(fields, 'password', PASSWORD_MESSAGES)}
        <label htmlFor="confirm">Repeat the new password</label>
        <input id="confirm" name="confirm" type="password" autoComplete="new-password" required />
        ${fieldError(fields, 'confirm', PASSWORD_MESSAGES)}
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
          <label htmlFor="password">New password</label>
          <input id="password" name="password" type="password" autoComplete="new-password" required minLength="10" />
          <div className="hint">At least 10 characters.</div>
          ${fieldError(fields, 'password', PASSWORD_MESSAGES)}
          <label htmlFor="confirm">Repeat the new password</label>
          <input id="confirm" name="confirm" type="password" autoComplete="new-password" required />
          ${fieldError(fields, 'confirm', PASSWORD_MESSAGES)}
          <button type="submit">Change password</button>
        </form>
        <p className="alt"><a href="/account/security">Cancel</a></p>`
  return layout(options, 'Change your password', content)
}

const SIGNUP_MESSAGES: Record<string, string> = {
  'sso.signup.error.emailTaken': 'An account with this e-mail already exists. Sign in instead.',
  'sso.signup.error.usernameTaken': 'That username is taken. Try another.',
  'auth.signup.error.usernameFormat':
    'Use 3 to 32 lowercase letters, digits or dashes, starting and ending with a letter or digit.',
  'auth.signup.error.usernameReserved': 'That username is a Namefolio page name. Try another.',
  invalid_format: 'Enter a valid e-mail address.',
  too_small: 'This is too short.',
  too_big: 'This is too long.',
}

export function renderSignupPage(
  options: PageContext & {
    values?: {
      email?: string | undefined
      name?: string | undefined
      username?: string | undefined
    }
    fields?: FieldError[]
  },
): string {
  const fields = options.fields ?? []
  const values = options.values ?? {}
  const content = html`
    ${fields.length > 0 ? html`<div className="notice error" role="alert">Please correct the fields below.</div>` : null}
    <form method="post" action=${`/signup${queryOf(options.params)}`} noValidate>
      ${hiddenInputs(options.params)}
      <label htmlFor="name">Full name</label>
      <input id="name" name="name" autoComplete="name" required defaultValue=${values.name ?? ''} />
      ${fieldError(fields, 'name', SIGNUP_MESSAGES)}
      <label htmlFor="email">E-mail</label>
      <input
        id="email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue=${values.email ?? ''}
      />
      ${fieldError(fields, 'email', SIGNUP_MESSAGES)}
      <label htmlFor="username">Username</label>
      <input
        id="username"
        name="username"
        autoComplete="username"
        required
        defaultValue=${values.username ?? ''}
        aria-describedby="username-hint"
      />
      <div className="hint" id="username-hint">
        Your public page will be namefolio.com/<em>username</em>.
      </div>
      ${fieldError(fields, 'username', SIGNUP_MESSAGES)}
      <label htmlFor="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength="10"
      />
      <div className="hint">At least 10 characters.</div>
      ${fieldError(fields, 'password', SIGNUP_MESSAGES)}
      <button type="submit">Create account</button>
    </form>
    <p className="alt">
      Already have an account? <a href=${`/login${queryOf(options.params)}`}>Sign in</a>
    </p>
  `
  return layout(options, 'Create your account', content)
}

export function renderReturnRefusedPage(brand: Brand | null = null): string {
  const content = html`
    <div className="notice error" role="alert">
      The sign-in link asks to return to a page outside Namefolio, so we stopped here.
    </div>
    <p><a href="/login">Sign in to Namefolio</a></p>
  `
  return layout({ brand }, "That link can't be used", content)
}

/** A message page: federation outcomes and other dead ends. */
export function renderMessagePage(
  options: PageContext & { title: string; text: string; kind: 'error' | 'ok' },
): string {
  const content = html`
    <div className=${`notice ${options.kind}`} role=${options.kind === 'error' ? 'alert' : 'status'}>
      ${options.text}
    </div>
    <p><a href=${`/login${queryOf(options.params)}`}>Back to sign in</a></p>
  `
  return layout(options, options.title, content)
}

/**
 * GET /logout (issue 12): a page that asks, so a link or image on another site cannot sign
 * anyone out; the button posts to /logout, which the CSRF guard holds to our own pages.
 */
export function renderSignOutPage(
  options: PageContext & { email: string; /** Where "Stay signed in" goes. */ homeUrl: string },
): string {
  const content = html`
    <p className="hint">Signed in as ${options.email}.</p>
    <form method="post" action="/logout">
      <button type="submit">Sign out</button>
    </form>
    <a className="button-link" href=${options.homeUrl}>Stay signed in</a>
  `
  return layout(options, 'Sign out of Namefolio?', content)
}
