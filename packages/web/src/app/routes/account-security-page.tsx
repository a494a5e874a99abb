import { Stack, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'
import { useSearch } from '@tanstack/react-router'
import { ApiTokensView } from '../../features/session/components/api-tokens-view'
import { ApiDocsLink } from '../../features/api-docs/components/api-docs-link'
import { FederateView } from '../../features/session/components/federate-view'
import { OAuthAppsView } from '../../features/session/components/oauth-apps-view'
import { OAuthConsentView } from '../../features/session/components/oauth-consent-view'
import type { AuthorizeRequest } from '../../features/session/oauth-apps.queries'
import {
  PasskeysSection,
  PasswordSection,
  SessionsSection,
} from '../../features/session/components/security-sections'
import { TotpSection } from '../../features/session/components/totp-section'

/** /account/security: password, two-step sign-in, passkeys, sessions and sign-in history. */
export function AccountSecurityPage() {
  return (
    <IdentityPage titleId="security.title" introId="security.intro">
      <PasswordSection />
      <TotpSection />
      <PasskeysSection />
      <SessionsSection />
    </IdentityPage>
  )
}

/** /account/oauth: API tokens and OAuth apps. */
export function AccountOAuthPage() {
  return (
    <IdentityPage titleId="tokens.title" introId="tokens.intro">
      <ApiDocsLink />
      <ApiTokensView />
      <OAuthAppsView />
    </IdentityPage>
  )
}

/** /account/oauth/authorize: consent for an app's authorization-code request (decision 654). */
export function AccountOAuthAuthorizePage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const text = (key: string) => (typeof search[key] === 'string' ? search[key] : '')
  const request: AuthorizeRequest | null =
    text('client_id') && text('redirect_uri') && text('scope') && text('code_challenge')
      ? {
          client_id: text('client_id'),
          redirect_uri: text('redirect_uri'),
          scope: text('scope'),
          code_challenge: text('code_challenge'),
          code_challenge_method: text('code_challenge_method') || 'S256',
          ...(text('state') ? { state: text('state') } : {}),
        }
      : null
  return (
    <IdentityPage titleId="oauthConsent.title" introId="oauthConsent.intro">
      <OAuthConsentView request={request} />
    </IdentityPage>
  )
}

/** /account/federate: linked OpenID Connect sign-in. */
export function AccountFederatePage() {
  const search = useSearch({ strict: false }) as { linked?: string }
  return (
    <IdentityPage titleId="federate.title" introId="federate.intro">
      <FederateView linked={search.linked ?? null} />
    </IdentityPage>
  )
}

export function IdentityPage({
  titleId,
  introId,
  children,
}: {
  titleId: MessageKey
  introId: MessageKey
  children: ReactNode
}) {
  const intl = useIntl()
  useDocumentTitle(
    `${intl.formatMessage({ id: titleId })} · ${intl.formatMessage({ id: 'app.brand' })}`,
  )
  return (
    <Stack gap="md" maw={880}>
      <div>
        <Title order={1} size="h2">
          <FormattedMessage id={titleId} />
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          <FormattedMessage id={introId} />
        </Text>
      </div>
      {children}
    </Stack>
  )
}
