import { GuestSupportCaseCreateSchema } from '@namefolio/core/support/support.contract'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { emailInBody, limitPerAccount } from '../../http/rate-limits.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { sendHtml } from '../../public/public-http.ts'
import { renderContactPage, type ContactFormState } from './contact.page.ts'
import { openGuestCase } from './open-guest-case.ts'
import type { SupportMail } from './support-mail.ts'

const EMPTY: ContactFormState = { values: {}, invalid: [], notice: null }
const SentQuerySchema = z.object({
  sent: z
    .string()
    .regex(/^NF-[0-9A-F]{8}$/)
    .optional(),
})
const FormSchema = z.record(z.string(), z.unknown())

/** Counts a visitor's requests per e-mail address, shared by the page and the API. */
export function guestCaseLimit(app: ZodApp) {
  return limitPerAccount(app, {
    name: 'support-guest-case',
    max: 3,
    timeWindow: '1 hour',
    accountOf: emailInBody,
    message: 'Too many support requests from this e-mail address',
  })
}

/**
 * GET, POST /contact: the signed-out "Contact support" page (decision 1042). The CSRF guard
 * (Origin check) and the rate limits hold for it as for the API; a sent form redirects to
 * the confirmation (post/redirect/get), so reloading does not send it twice.
 */
export function registerContactPage(
  app: ZodApp,
  deps: { db: Db; mail: SupportMail; perEmail: ReturnType<typeof guestCaseLimit> },
): void {
  app.get(
    '/contact',
    { schema: { hide: true, querystring: SentQuerySchema } },
    async (request, reply) =>
      sendHtml(request, reply, renderContactPage(EMPTY, request.query.sent ?? null), {
        cacheControl: 'no-store',
      }),
  )
  app.post(
    '/contact',
    {
      schema: { hide: true, body: FormSchema },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const raw = request.body
      const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : '')
      const values = {
        name: text('name'),
        email: text('email'),
        topic: text('topic'),
        domainName: text('domainName'),
        message: text('message'),
      }
      const parsed = GuestSupportCaseCreateSchema.safeParse({
        ...values,
        domainName: values.domainName.trim() || undefined,
      })
      if (!parsed.success) {
        const invalid = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))]
        return sendHtml(
          request,
          reply,
          renderContactPage({ values, invalid, notice: null }, null),
          {
            status: 400,
            cacheControl: 'no-store',
          },
        )
      }
      try {
        await deps.perEmail(request)
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error
        const form = { values, invalid: [], notice: error.message }
        return sendHtml(request, reply, renderContactPage(form, null), {
          status: 429,
          cacheControl: 'no-store',
        })
      }
      const { reference } = await openGuestCase(deps, parsed.data)
      return reply.redirect(`/contact?sent=${reference}`, 303)
    },
  )
}
