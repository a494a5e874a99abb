import { AppError } from '../../http/app-error.ts'

/**
 * The payout provider's onboarding (DESIGN.md §7; issue 18, decision 1031): the provider hosts
 * the page where the payee proves who they are and where the money goes, and sends them back
 * to `returnUrl` when done (to `refreshUrl` when the link has expired).
 */
export type PayoutOnboarding = {
  name: string
  isSandbox: boolean
  onboardingUrl: (input: {
    /** Our payout account id (capId): the provider's connected-account reference. */
    accountRef: string
    returnUrl: string
    refreshUrl: string
  }) => Promise<string>
}

/** Where the sandbox provider's onboarding page lives: served by our own app (decision 1031). */
export const SANDBOX_ONBOARDING_PATH = '/sandbox/payout-onboarding'

/** The sandbox provider: its "hosted" page is ours, labelled Sandbox, and verifies at a click. */
export function createSandboxOnboarding(publicUrl: string): PayoutOnboarding {
  return {
    name: 'sandbox',
    isSandbox: true,
    onboardingUrl: async ({ accountRef }) =>
      new URL(`${SANDBOX_ONBOARDING_PATH}/${encodeURIComponent(accountRef)}`, publicUrl).toString(),
  }
}

/**
 * A provider reached over HTTP (account links in the style of Stripe Connect): `POST
 * {baseUrl}/v1/account_links` with the secret key as a bearer token answers `{ url }`. A
 * provider that fails, is slow or answers something else is a 502 with a message key, never a
 * URL we did not check.
 */
export function createHttpOnboarding(options: {
  name: string
  baseUrl: string
  secretKey: string
  timeoutMs?: number
  fetch?: typeof fetch
}): PayoutOnboarding {
  const send = options.fetch ?? fetch
  const unavailable = () =>
    new AppError('DEPENDENCY_ISSUE', 'The payout provider did not answer; try again shortly.', {
      fields: [{ field: 'provider', code: 'accountPayments.error.provider' }],
    })
  return {
    name: options.name,
    isSandbox: false,
    async onboardingUrl({ accountRef, returnUrl, refreshUrl }) {
      let answer: Response
      try {
        answer = await send(new URL('/v1/account_links', options.baseUrl), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.secretKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            account: accountRef,
            type: 'account_onboarding',
            return_url: returnUrl,
            refresh_url: refreshUrl,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        })
      } catch {
        throw unavailable()
      }
      if (!answer.ok) throw unavailable()
      const body = (await answer.json().catch(() => null)) as { url?: unknown } | null
      const url = typeof body?.url === 'string' ? URL.parse(body.url) : null
      if (url?.protocol !== 'https:') throw unavailable()
      return url.toString()
    },
  }
}
