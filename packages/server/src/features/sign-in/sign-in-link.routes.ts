import { DEFAULT_REALM } from '@namefolio/core/auth/auth.constants'
import type { ZodApp } from '../../http/zod-app.ts'
import { renderSignInLinkConfirmPage, renderSignInLinkRequestPage } from './recovery.pages.ts'
import {
  EmailFormSchema,
  TokenQuerySchema,
  linkParams,
  parseEmailField,
  sendPage,
} from './sign-in-forms.ts'
import type { SignInHttp, SignInRouteDeps } from './sign-in-http.ts'
import { queryOf } from './sign-in-link-params.ts'

/** Sign-in links: passwordless sign-in by an e-mailed, single-use link. */
export function registerSignInLinkRoutes(
  app: ZodApp,
  http: SignInHttp,
  deps: SignInRouteDeps,
): void {
  const { pageContext } = http

  app.get(
    '/login/link',
    { schema: { hide: true, querystring: TokenQuerySchema } },
    async (request, reply) => {
      const params = linkParams(request.query)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      const context = pageContext(request, params)
      const token = request.query.token
      if (token) return sendPage(reply, renderSignInLinkConfirmPage({ ...context, token }))
      return sendPage(reply, renderSignInLinkRequestPage({ ...context, sent: false }))
    },
  )

  app.post(
    '/login/link',
    {
      schema: { hide: true, body: EmailFormSchema },
      config: http.mailRateLimit,
      preHandler: http.mailsPerAccount,
    },
    async (request, reply) => {
      const params = linkParams(request.body)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      const context = pageContext(request, params)
      const { email, fields } = parseEmailField(request.body.email)
      if (email === null) {
        const page = renderSignInLinkRequestPage({ ...context, sent: false, fields })
        return sendPage(reply, page, 400)
      }
      await deps.signIn.requestSignInLink(email, queryOf(params), params.realm ?? DEFAULT_REALM)
      return sendPage(reply, renderSignInLinkRequestPage({ ...context, sent: true }))
    },
  )

  app.post(
    '/login/link/confirm',
    { schema: { hide: true, body: TokenQuerySchema }, config: http.signInRateLimit },
    async (request, reply) => {
      const params = linkParams(request.body)
      if (http.returnTargetOr(request, reply, params) === null) return reply
      const outcome = await deps.signIn.useSignInLink(
        request.body.token ?? '',
        http.clientOf(request),
        http.currentToken(request),
      )
      if (!outcome) {
        return sendPage(reply, http.loginPage(request, { params, status: 'link-expired' }), 410)
      }
      return http.continueAfterFirstFactor(request, reply, outcome, params)
    },
  )
}
