import type { ZodApp } from '../../http/zod-app.ts'
import { registerFederationRoutes } from './federation.routes.ts'
import { registerPasskeySignInRoutes } from './passkey-sign-in.routes.ts'
import { registerRecoveryRoutes } from './recovery.routes.ts'
import { registerSignInApiRoutes } from './sign-in-api.routes.ts'
import { createSignInHttp, type SignInRouteDeps } from './sign-in-http.ts'
import { registerSignInLinkRoutes } from './sign-in-link.routes.ts'
import { registerSignInPageRoutes } from './sign-in-pages.routes.ts'

/**
 * The sign-in service (DESIGN.md §4): its pages (HTML forms), e-mailed links, passwords,
 * passkeys, federation and JSON, each in its own table of routes over one shared context.
 */
export function registerSignInRoutes(app: ZodApp, deps: SignInRouteDeps): void {
  const http = createSignInHttp(app, deps)
  registerSignInPageRoutes(app, http, deps)
  registerRecoveryRoutes(app, http, deps)
  registerSignInLinkRoutes(app, http, deps)
  registerPasskeySignInRoutes(app, http, deps)
  registerFederationRoutes(app, http, deps)
  registerSignInApiRoutes(app, http, deps)
}
