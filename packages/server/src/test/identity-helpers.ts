import { desc, eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { mailOutbox } from '../db/schema/identity.ts'
import { listOutbox } from '../mail/mailer.ts'
import type { TestApp } from './build-test-app.ts'

/** The newest mail sent to `to` (outbox adapter), or null. */
export async function findLatestMail(t: TestApp, to: string) {
  const messages = await listOutbox(t.db, 500)
  return messages.find((m) => m.toAddress === to) ?? null
}

/** Every mail sent to `user` (outbox adapter), newest first. */
export function mailsTo(t: TestApp, user: { email: string }) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, user.email))
    .orderBy(desc(mailOutbox.createdAt))
}

/** The first URL in a mail's text body that contains `path`. */
export function findLinkIn(text: string, path: string): URL {
  const match = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path))
  if (!match) throw new Error(`no ${path} link in mail`)
  return new URL(match)
}

export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === 'nf_session')
  if (!cookie) throw new Error('no session cookie')
  return `nf_session=${cookie.value}`
}

export const formHeaders = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html',
}

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString()
}

/** The TOTP code for a secret, at a time offset in 30-second steps. */
export function totpCode(secret: string, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 })
}

/** Confirms the signed-in user's TOTP enrolment with the secret's current code. */
export async function confirmTotp(t: TestApp, cookie: string, secret: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/account/totp/confirm',
    headers: { cookie },
    payload: { code: await totpCode(secret) },
  })
}

export function hiddenValue(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]+)"`).exec(html)
  if (!match?.[1]) throw new Error(`no hidden ${name}`)
  return match[1]
}

/** POSTs an HTML form (url-encoded fields, text/html answer) as a browser would. */
export function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...formHeaders, ...options.headers },
    payload: form(fields),
    ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
  })
}
