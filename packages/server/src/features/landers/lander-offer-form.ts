import type { ReactNode } from 'react'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { html } from '../../public/page-document.ts'

/** Human messages for the offer form's error codes (spec §5 counter-offer rules). */
const MESSAGES: Record<string, (values?: Record<string, unknown>) => string> = {
  'negotiations.counterOffer.error.buyNow': (v) =>
    `That is above the Buy Now price of ${usd(v?.['price'])}. Buy it now instead.`,
  'negotiations.counterOffer.error.floor': (v) =>
    `The seller does not consider offers below ${usd(v?.['price'])}.`,
  'negotiations.counterOffer.error.min': (v) => `The minimum offer is ${usd(v?.['price'])}.`,
  'negotiations.counterOffer.error.sameOffer': () =>
    'You already offered this amount. Offer a different one.',
  'negotiations.counterOffer.error.required': () => 'Enter your offer.',
  'lander.offer.error.amount': () => 'Enter an amount in US dollars, like 2500.',
  'lander.offer.error.name': () => 'Enter your name.',
  'lander.offer.error.email': () => 'Enter a valid e-mail address.',
  'lander.offer.error.message': () => 'Keep the message under 2,000 characters.',
  'lander.offer.error.ownDomain': () => 'This is your own domain: you cannot make an offer on it.',
  'lander.offer.error.formExpired': () => 'This form has expired. Check it and send it again.',
  'lander.offer.error.alreadySent': () =>
    'This form was already sent. To send another offer, check it and send it again.',
}

function usd(value: unknown): string {
  return typeof value === 'number'
    ? new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(value)
    : ''
}

export function messageFor(error: FieldError): string {
  return MESSAGES[error.code]?.(error.values) ?? 'Check this field.'
}

const OFFER_FIELDS = ['form', 'amount', 'name', 'email', 'message'] as const
type OfferField = (typeof OFFER_FIELDS)[number]

export type OfferFormState = {
  values: { amount?: string; name?: string; email?: string; message?: string }
  errors: FieldError[]
  formToken: string
}

/** The offer form as its template reads it: text only, each field's first message or null. */
export type OfferFormView = {
  values: { amount: string; name: string; email: string; message: string }
  errors: Record<OfferField, string | null>
  formToken: string
}

export function offerFormViewOf(form: OfferFormState): OfferFormView {
  const errors = {} as Record<OfferField, string | null>
  for (const field of OFFER_FIELDS) {
    const error = form.errors.find((e) => e.field === field)
    errors[field] = error ? messageFor(error) : null
  }
  const v = form.values
  return {
    values: {
      amount: v.amount ?? '',
      name: v.name ?? '',
      email: v.email ?? '',
      message: v.message ?? '',
    },
    errors,
    formToken: form.formToken,
  }
}

function fieldError(form: OfferFormView, field: OfferField): ReactNode {
  const message = form.errors[field]
  return message === null
    ? null
    : html`<div className="error" id=${`${field}-error`} role="alert">${message}</div>`
}

/** A required contact input (name, e-mail) with its label and error. */
function contactField(
  form: OfferFormView,
  field: 'name' | 'email',
  input: { type?: string; autoComplete: string },
): ReactNode {
  const invalid = form.errors[field] !== null
  return html`<label className="field" htmlFor=${field}>
    <span>${field === 'name' ? 'Name' : 'E-mail'}</span>
    <input
      id=${field}
      name=${field}
      type=${input.type}
      autoComplete=${input.autoComplete}
      required
      defaultValue=${form.values[field]}
      aria-invalid=${invalid ? 'true' : undefined}
    />
    ${fieldError(form, field)}
  </label>`
}

export function offerForm(domainName: string, form: OfferFormView): ReactNode {
  const v = form.values
  const amountInvalid = form.errors.amount !== null
  return html`<form method="post" action=${`/lander/${domainName}/offer`} id="offer" noValidate>
    <h2 className="panel-title">Make an offer</h2>
    <p className="muted small" style=${{ marginTop: 0 }}>
      The seller answers most offers within a day. No account needed: we create one for you.
    </p>
    ${
      form.errors.form === null
        ? null
        : html`<div className="notice error" role="alert">
          ${form.errors.form}
        </div>`
    }
    <label className="field" htmlFor="amount">
      <span>Your offer (USD)</span>
      <div className="money">
        <input
          id="amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue=${v.amount}
          aria-invalid=${amountInvalid ? 'true' : undefined}
          aria-describedby=${amountInvalid ? 'amount-error' : undefined}
        />
      </div>
      ${fieldError(form, 'amount')}
    </label>
    <div className="two">
      ${contactField(form, 'name', { autoComplete: 'name' })}
      ${contactField(form, 'email', { type: 'email', autoComplete: 'email' })}
    </div>
    <label className="field" htmlFor="message">
      <span>Message <span className="muted">(optional)</span></span>
      <textarea id="message" name="message" maxLength="2000" defaultValue=${v.message}></textarea>
      ${fieldError(form, 'message')}
    </label>
    <div className="hp" aria-hidden="true">
      <label htmlFor="website">Leave this empty</label>
      <input id="website" name="website" tabIndex="-1" autoComplete="off" />
    </div>
    <input type="hidden" name="formToken" value=${form.formToken} />
    <button className="btn block" type="submit">Send offer</button>
  </form>`
}
