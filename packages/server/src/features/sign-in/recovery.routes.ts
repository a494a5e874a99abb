import type { ZodApp } from '../../http/zod-app.ts'
import {
  renderChangePasswordPage,
  renderRecoverPage,
  renderResetPasswordPage,
} from './recovery.pages.ts'
import {
  ChangePasswordFormSchema,
  EmailFormSchema,
  LoginLinkQuerySchema,
  ResetFormSchema,
  TokenQuerySchema,
  linkParams,
  pageOnError,
  parseEmailField,
  passwordFields,
  sendPage,
} from './sign-in-forms.ts'
import type { SignInHttp, SignInRouteDeps } from './sign-in-http.ts'
import { loginPathWithStatus, queryOf } from './sign-in-link-params.ts'

const CHANGE_PASSWORD_SIGN_IN = '/login?path=%2Fpassword%2Fchange&status=24'

/** Passwords: recovery by an e-mailed link (spec §2 /recover) and /password/change. */
export function registerRecoveryRoutes(app: ZodApp, http: SignInHttp, deps: SignInRouteDeps): void {
  const { pageContext } = http

  // The same answer whether or not the address has an account.
  app.get(
    '/recover',
    { schema: { hide: true, querystring: LoginLinkQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      return sendPage(reply, renderRecoverPage({ ...pageContext(request, params), sent: false }))
    },
  )

  app.post(
    '/recover',
    {
      schema: { hide: true, body: EmailFormSchema },
      config: http.mailRateLimit,
      preHandler: http.mailsPerAccount,
    },
    async (request, reply) => {
      const params = linkParams(request.body)
      const context = pageContext(request, params)
      const { email, fields } = parseEmailField(request.body.email)
      if (email === null) {
        return sendPage(reply, renderRecoverPage({ ...context, sent: false, fields }), 400)
      }
      await deps.signIn.requestRecovery(email, queryOf(params))
      return sendPage(reply, renderRecoverPage({ ...context, sent: true }))
    },
  )

  app.get(
    '/recover/reset',
    { schema: { hide: true, querystring: TokenQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      const token = request.query.token ?? ''
      const isLive = token !== '' && (await deps.signIn.isRecoveryTokenLive(token))
      return sendPage(
        reply,
        renderResetPasswordPage({ ...pageContext(request, params), token: isLive ? token : null }),
        isLive ? 200 : 410,
      )
    },
  )

  app.post(
    '/recover/reset',
    { schema: { hide: true, body: ResetFormSchema }, config: http.mailRateLimit },
    async (request, reply) => {
      const params = linkParams(request.body)
      const context = pageContext(request, params)
      const token = request.body.token ?? ''
      const fields = passwordFields(request.body.password, request.body.confirm)
      if (fields.length > 0) {
        return sendPage(reply, renderResetPasswordPage({ ...context, token, fields }), 400)
      }
      return deps.signIn.resetPassword(token, request.body.password ?? '').then(
        () => {
          http.clearSessionCookie(reply)
          return reply.redirect(loginPathWithStatus(params, 'password-reset'), 303)
        },
        pageOnError(reply, () => ({
          html: renderResetPasswordPage({ ...context, token: null }),
          status: 410,
        })),
      )
    },
  )

  // /password/change (spec §2): a signed-in page of the sign-in service.
  app.get('/password/change', { schema: { hide: true } }, async (request, reply) => {
    const auth = request.auth
    if (!auth?.session) return reply.redirect(CHANGE_PASSWORD_SIGN_IN, 303)
    return sendPage(
      reply,
      renderChangePasswordPage({ ...pageContext(request, {}), email: auth.user.email }),
    )
  })

  app.post(
    '/password/change',
    { schema: { hide: true, body: ChangePasswordFormSchema }, config: http.signInRateLimit },
    async (request, reply) => {
      const auth = request.auth
      if (!auth?.session) return reply.redirect(CHANGE_PASSWORD_SIGN_IN, 303)
      const context = { ...pageContext(request, {}), email: auth.user.email }
      const fields = passwordFields(request.body.password, request.body.confirm)
      if (fields.length > 0)
        return sendPage(reply, renderChangePasswordPage({ ...context, fields }), 400)
      return deps.signIn
        .changePassword(
          auth,
          request.body.current ?? '',
          request.body.password ?? '',
          http.clientOf(request),
        )
        .then(
          (changed) =>
            sendPage(reply, renderChangePasswordPage({ ...context, done: true, ...changed })),
          pageOnError(reply, (errorFields) => ({
            html: renderChangePasswordPage({ ...context, fields: errorFields }),
          })),
        )
    },
  )
}
