import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core'
import type { OfferRule } from '@namefolio/core/negotiations/offer-rules.contract'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { offerRuleQueries } from '../offer-rules.queries'
import { OfferRuleCard } from './offer-rule-card'
import { OfferRuleForm } from './offer-rule-form'

function PortfolioRule({ rule }: { rule: OfferRule | null }) {
  const [isCreating, setCreating] = useState(false)
  if (rule !== null) return <OfferRuleCard rule={rule} />
  if (isCreating) {
    return <OfferRuleForm domainName={null} rule={null} onDone={() => setCreating(false)} />
  }
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed" data-testid="portfolio-rule-none">
        <FormattedMessage id="offerRules.portfolio.none" />
      </Text>
      <Button onClick={() => setCreating(true)}>
        <FormattedMessage id="offerRules.portfolio.create" />
      </Button>
    </Stack>
  )
}

function Section({
  title,
  children,
}: {
  title: 'offerRules.portfolio.title' | 'offerRules.domains.title'
  children: React.ReactNode
}) {
  const headingId = useId()
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        <FormattedMessage id={title} />
      </Title>
      {children}
    </Paper>
  )
}

/** /account/offer-rules (issue 24): the portfolio rule, and every domain's own rule. */
export function PortfolioOfferRules() {
  const rules = useQuery(offerRuleQueries.list())
  if (rules.isPending) {
    return <DelayedSkeleton height={220} />
  }
  if (rules.isError) {
    return (
      <LoadError
        message="offerRules.error.load"
        onRetry={() => void rules.refetch()}
        isRetrying={rules.isFetching}
      />
    )
  }
  const { portfolio, domains } = rules.data
  return (
    <Stack gap="md" maw={720}>
      <Text size="sm">
        <FormattedMessage id="offerRules.page.intro" />
      </Text>
      <Section title="offerRules.portfolio.title">
        <PortfolioRule rule={portfolio} />
      </Section>
      <Section title="offerRules.domains.title">
        {domains.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="offerRules.domains.none" />
          </Text>
        ) : (
          <Stack gap="lg">
            {domains.map((rule) => (
              <Stack key={rule.id} gap="xs">
                <Anchor
                  fw={600}
                  underline="always"
                  style={{ overflowWrap: 'anywhere' }}
                  renderRoot={(props) => (
                    <Link
                      {...props}
                      to="/domains/$displayName"
                      params={{ displayName: rule.domainName ?? '' }}
                    />
                  )}
                >
                  {rule.domainName}
                </Anchor>
                <OfferRuleCard rule={rule} />
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  )
}
