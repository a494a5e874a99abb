import type { FieldError } from '@namefolio/core/http/error.contract'
import { html } from '../../public/page-document.ts'
import {
  fieldError,
  hiddenInputs,
  labelledInput,
  layout,
  type PageContext,
} from './sign-in-page-layout.ts'
import { queryOf } from './sign-in-link-params.ts'

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
      ${labelledInput('Full name', {
        id: 'name',
        name: 'name',
        autoComplete: 'name',
        required: true,
        defaultValue: values.name ?? '',
      })}
      ${fieldError(fields, 'name', SIGNUP_MESSAGES)}
      ${labelledInput('E-mail', {
        id: 'email',
        name: 'email',
        type: 'email',
        autoComplete: 'email',
        required: true,
        defaultValue: values.email ?? '',
      })}
      ${fieldError(fields, 'email', SIGNUP_MESSAGES)}
      ${labelledInput('Username', {
        id: 'username',
        name: 'username',
        autoComplete: 'username',
        required: true,
        defaultValue: values.username ?? '',
        'aria-describedby': 'username-hint',
      })}
      <div className="hint" id="username-hint">
        Your public page will be namefolio.com/<em>username</em>.
      </div>
      ${fieldError(fields, 'username', SIGNUP_MESSAGES)}
      ${labelledInput('Password', {
        id: 'password',
        name: 'password',
        type: 'password',
        autoComplete: 'new-password',
        required: true,
        minLength: '10',
      })}
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
