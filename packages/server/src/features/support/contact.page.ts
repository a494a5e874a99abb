import type { ReactNode } from 'react'
import { SUPPORT_TOPICS, type SupportTopic } from '@namefolio/core/support/support-case'
import { html } from '../../public/page-document.ts'
import { renderPublicPage } from '../../public/public-layout.ts'

/** The words of the topics on the public form (the portal's catalog is the web's). */
export const TOPIC_LABELS: Record<SupportTopic, string> = {
  LISTING: 'A listing',
  TRANSFER: 'A domain transfer',
  PAYMENT: 'A payment',
  PAYOUT: 'A payout',
  ACCOUNT: 'My account',
  COMPLIANCE: 'A compliance review',
  OTHER: 'Something else',
}

const FIELD_MESSAGES: Record<string, string> = {
  name: 'Enter your name.',
  email: 'Enter a valid e-mail address.',
  topic: 'Choose a topic.',
  domainName: 'Enter a domain name, like example.com, or leave it empty.',
  message: 'Write your message (up to 5,000 characters).',
}

export type ContactFormState = {
  values: Partial<Record<'name' | 'email' | 'topic' | 'domainName' | 'message', string>>
  /** Fields refused, by name. */
  invalid: string[]
  /** A refusal of the whole form (rate limit), in words. */
  notice: string | null
}

function errorOf(form: ContactFormState, field: string): ReactNode {
  return form.invalid.includes(field)
    ? html`<div className="error" id=${`${field}-error`}>${FIELD_MESSAGES[field]}</div>`
    : null
}

function field(
  form: ContactFormState,
  name: 'name' | 'email' | 'domainName',
  label: string,
  input: { type?: string; autoComplete: string; required?: boolean },
) {
  const invalid = form.invalid.includes(name)
  return html`<label className="field" htmlFor=${name}>
    <span>${label}</span>
    <input
      id=${name}
      name=${name}
      type=${input.type ?? 'text'}
      autoComplete=${input.autoComplete}
      required=${input.required}
      defaultValue=${form.values[name] ?? ''}
      aria-invalid=${invalid ? 'true' : undefined}
      aria-describedby=${invalid ? `${name}-error` : undefined}
    />
    ${errorOf(form, name)}
  </label>`
}

/**
 * /contact: "Contact support" for a signed-out visitor (issue 18, decision 1042). A plain
 * form that works without script; replies come by e-mail. Signed-in people use /support/new.
 */
export function renderContactPage(form: ContactFormState, sentReference: string | null): string {
  const body = sentReference
    ? html`<section className="contact">
        <h1>Thank you</h1>
        <p className="notice ok" role="status">
          Your request <b>${sentReference}</b> is open. We sent a confirmation to your e-mail
          address and reply there, usually within one business day.
        </p>
        <p><a href="/">Back to Namefolio</a></p>
      </section>`
    : html`<section className="contact">
        <h1>Contact support</h1>
        <p>
          Have an account? <a href="/support/new">Sign in and contact support</a> to pick your
          domain or sale and follow the replies in your account.
        </p>
        ${form.notice ? html`<p className="notice error" role="alert">${form.notice}</p>` : null}
        ${
          form.invalid.length > 0
            ? html`<p className="notice error" role="alert">Check the fields marked below.</p>`
            : null
        }
        <form method="post" action="/contact" noValidate>
          ${field(form, 'name', 'Name', { autoComplete: 'name', required: true })}
          ${field(form, 'email', 'E-mail', { type: 'email', autoComplete: 'email', required: true })}
          <label className="field" htmlFor="topic">
            <span>Topic</span>
            <select id="topic" name="topic" defaultValue=${form.values.topic ?? 'OTHER'}>
              ${SUPPORT_TOPICS.map(
                (topic) =>
                  html`<option key=${topic} value=${topic}>${TOPIC_LABELS[topic]}</option>`,
              )}
            </select>
            ${errorOf(form, 'topic')}
          </label>
          ${field(form, 'domainName', 'Domain (optional)', { autoComplete: 'off' })}
          <label className="field" htmlFor="message">
            <span>Message</span>
            <textarea
              id="message"
              name="message"
              rows="7"
              required
              maxLength="5000"
              defaultValue=${form.values.message ?? ''}
              aria-invalid=${form.invalid.includes('message') ? 'true' : undefined}
              aria-describedby=${form.invalid.includes('message') ? 'message-error' : undefined}
            ></textarea>
            ${errorOf(form, 'message')}
          </label>
          <button type="submit" className="btn">Send to support</button>
        </form>
      </section>`
  return renderPublicPage({
    title: 'Contact support · Namefolio',
    meta: { description: 'Ask Namefolio support about domains, sales, payouts or your account.' },
    body,
    styles: '.contact{max-width:640px;margin:32px auto}.contact h1{margin:0 0 12px}',
  })
}
