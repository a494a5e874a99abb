import type { FieldError } from '@namefolio/core/http/error.contract'
import { Children, type ReactNode } from 'react'
import { html, renderPage } from '../../public/page-document.ts'
import { brandStyles, type Brand } from './private-label.ts'
import { CARRIED_PARAMS, type LoginLinkParams } from './sign-in-link-params.ts'

// What every page of the sign-in service shares: the card layout, the status notices and the
// carried parameters. Each page lives with its flow (login, signup, recovery, messages).

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

export function hiddenInputs(params: LoginLinkParams) {
  return CARRIED_PARAMS.filter((name) => params[name]).map(
    (name) => html`<input key=${name} type="hidden" name=${name} value=${params[name]} />`,
  )
}

/**
 * A form field's label and input; `input` holds the input's attributes (id first, then name,
 * type, autoComplete, …), rendered in that order.
 */
export function labelledInput(label: string, input: { id: string } & Record<string, unknown>) {
  return html`<label htmlFor=${input.id}>${label}</label><input ...${input} />`
}

export function fieldError(fields: FieldError[], name: string, messages: Record<string, string>) {
  const error = fields.find((f) => f.field === name)
  if (!error) return null
  return html`<div className="field-error" id=${`${name}-error`} role="alert">
    ${messages[error.code] ?? 'Check this field.'}
  </div>`
}

export function notice(status: string | undefined, authReason: string | undefined) {
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

export function layout(
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
