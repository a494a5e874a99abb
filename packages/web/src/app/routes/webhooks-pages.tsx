import { WebhooksView } from '../../features/webhooks/components/webhooks-view'
import { IdentityPage } from './account-security-page'

/** /account/webhooks (issue 24): next to API tokens, for sellers and the apps they use. */
export function WebhooksPage() {
  return (
    <IdentityPage titleId="webhooks.title" introId="webhooks.intro">
      <WebhooksView />
    </IdentityPage>
  )
}
