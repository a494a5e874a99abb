import { Anchor, Button, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { PageSection } from '../../../components/ui/page-section'
import { offerRuleQueries } from '../offer-rules.queries'
import { OfferRuleCard, OfferRuleSummary } from './offer-rule-card'
import { OfferRuleForm } from './offer-rule-form'

const ManageLink = () => (
  <Anchor
    size="sm"
    underline="always"
    renderRoot={(props) => <Link {...props} to="/account/offer-rules" />}
  >
    <FormattedMessage id="offerRules.domain.manage" />
  </Anchor>
)

/**
 * The domain page's offer rules (issue 24): the domain's own rule, or the portfolio rule it
 * uses, and a way to give it its own. `name` is the domain's ASCII name.
 */
function DomainOfferRules({ name }: { name: string }) {
  const rules = useQuery(offerRuleQueries.list(name))
  const [isCreating, setCreating] = useState(false)
  if (rules.isPending) {
    return <DelayedSkeleton height={96} />
  }
  if (rules.isError) {
    return <LoadError message="offerRules.error.load" onRetry={() => void rules.refetch()} />
  }
  const own = rules.data.domains.find((r) => r.domainName === name) ?? null
  const { portfolio } = rules.data
  if (own !== null) {
    return (
      <Stack gap="sm" data-testid="domain-rule-own">
        <Text size="sm">
          <FormattedMessage id="offerRules.domain.own" />
        </Text>
        {own.paused && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="offerRules.domain.ownPausedOverride" />
          </Text>
        )}
        <OfferRuleCard rule={own} />
      </Stack>
    )
  }
  if (isCreating) {
    return <OfferRuleForm domainName={name} rule={null} onDone={() => setCreating(false)} />
  }
  return (
    <Stack gap="sm" align="flex-start" data-testid="domain-rule-inherited">
      {portfolio !== null && !portfolio.paused ? (
        <>
          <Text size="sm">
            <FormattedMessage id="offerRules.domain.usesPortfolio" />
          </Text>
          <OfferRuleSummary rule={portfolio} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="offerRules.domain.noRule" />
        </Text>
      )}
      <Button variant="default" onClick={() => setCreating(true)}>
        <FormattedMessage id="offerRules.domain.create" />
      </Button>
      <ManageLink />
    </Stack>
  )
}

/** The domain page's "Offer rules" section (issue 24). */
export function DomainOfferRulesSection({ name }: { name: string }) {
  return (
    <PageSection title="offerRules.domain.title" testId="domain-offer-rules">
      <DomainOfferRules name={name} />
    </PageSection>
  )
}
