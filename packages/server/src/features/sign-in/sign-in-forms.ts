import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { AppError } from '../../http/app-error.ts'
import { MESSAGE_KEY_PATTERN } from '../../http/error-handler.ts'
import { CARRIED_PARAMS, type LoginLinkParams } from './sign-in-link-params.ts'

// The sign-in service's HTML forms: what they post, and how a refusal becomes the page again.

const param = z.string().max(2048).optional()
export const LoginLinkQuerySchema = z.object({
  realm: param,
  risk: param,
  auth_reason: param,
  path: param,
  port: param,
  app: param,
  subdomain: param,
  plid: param,
  status: param,
})
export const LoginFormSchema = LoginLinkQuerySchema.extend({ email: param, password: param })
export const SignupFormSchema = LoginLinkQuerySchema.extend({
  email: param,
  password: param,
  name: param,
  username: param,
})
export const SecondFactorFormSchema = LoginLinkQuerySchema.extend({
  challenge: param,
  code: param,
})
export const EmailFormSchema = LoginLinkQuerySchema.extend({ email: param })
export const TokenQuerySchema = LoginLinkQuerySchema.extend({ token: param })
export const ResetFormSchema = LoginLinkQuerySchema.extend({
  token: param,
  password: param,
  confirm: param,
})
export const ChangePasswordFormSchema = z.object({
  username: param,
  current: param,
  password: param,
  confirm: param,
})
const NewPasswordSchema = z.string().min(10).max(200)
const EmailSchema = z.email().max(254)

/** The sign-in link's parameters a form carries, the empty ones left out. */
export function linkParams(query: Partial<Record<string, string | undefined>>): LoginLinkParams {
  const params: LoginLinkParams = {}
  for (const name of CARRIED_PARAMS) {
    const value = query[name]
    if (value) params[name] = value
  }
  return params
}

/**
 * A form's zod issues as field errors: the spec's message key where the schema gives one (the
 * same pattern as the error handler's), else the zod issue kind.
 */
export function zodFields(issues: z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.join('.'),
    code: MESSAGE_KEY_PATTERN.test(issue.message) ? issue.message : issue.code,
  }))
}

/** The e-mail address a form posted, or the field error the page shows for it. */
export function parseEmailField(
  email: string | undefined,
): { email: string; fields: [] } | { email: null; fields: FieldError[] } {
  const parsed = EmailSchema.safeParse(email ?? '')
  if (parsed.success) return { email: parsed.data, fields: [] }
  return { email: null, fields: [{ field: 'email', code: 'invalid_format' }] }
}

/** A new password and its confirmation, as the reset and change forms check them. */
export function passwordFields(
  password: string | undefined,
  confirm: string | undefined,
): FieldError[] {
  const parsed = NewPasswordSchema.safeParse(password ?? '')
  if (!parsed.success)
    return [{ field: 'password', code: parsed.error.issues[0]?.code ?? 'too_small' }]
  if (password !== confirm) return [{ field: 'confirm', code: 'sso.error.passwordMismatch' }]
  return []
}

/** Answers an HTML page of the sign-in service; pages hold per-person state, never cached. */
export function sendPage(reply: FastifyReply, page: string, status = 200): FastifyReply {
  return reply.status(status).type('text/html').header('cache-control', 'no-store').send(page)
}

/** The page a refused form answers: its HTML, at the error's status unless given. */
export type ErrorPage = { html: string; status?: number }

/**
 * The one place a form's refusal becomes its page again: pass it as the rejection handler of
 * the action (`action.then(onDone, pageOnError(reply, page))`). A coded error (AppError) answers
 * `page(fields, error)` at the error's status; anything else goes on to the error handler.
 */
export function pageOnError(
  reply: FastifyReply,
  page: (fields: FieldError[], error: AppError) => ErrorPage | Promise<ErrorPage>,
): (error: unknown) => Promise<FastifyReply> {
  return async (error) => {
    if (!(error instanceof AppError)) throw error
    const answer = await page(error.fields ?? [], error)
    return sendPage(reply, answer.html, answer.status ?? error.statusCode)
  }
}
