import type { FieldError } from '@namefolio/core/http/error.contract'
import { html } from '../../public/page-document.ts'
import {
  fieldError,
  hiddenInputs,
  labelledInput,
  layout,
  notice,
  type PageContext,
} from './sign-in-page-layout.ts'
import { queryOf } from './sign-in-link-params.ts'

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
      ${labelledInput('E-mail', {
        id: 'email',
        name: 'email',
        type: 'email',
        autoComplete: 'username webauthn',
        required: true,
        defaultValue: options.email ?? '',
        'aria-invalid': fields.some((f) => f.field === 'email'),
      })}
      ${fieldError(fields, 'email', LOGIN_MESSAGES)}
      ${labelledInput('Password', {
        id: 'password',
        name: 'password',
        type: 'password',
        autoComplete: 'current-password',
        required: true,
        'aria-invalid': fields.some((f) => f.field === 'password'),
        'aria-describedby': 'password-error',
      })}
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
