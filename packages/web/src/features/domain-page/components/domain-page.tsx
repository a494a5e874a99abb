import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type {
  DomainHistoryPage,
  PortfolioDomain,
} from '@namefolio/core/portfolio/portfolio.contract'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { isApiError } from '../../../lib/api-client'
import type { DomainPageModal } from '../domain-view'
import { CheckoutLinkSection } from './checkout-link-section'
import { HistorySection } from './history-section'
import { LeadsSection } from './leads-section'
import { ListingSection } from './listing-section'
import { PricesSection } from './prices-section'
import { TrafficSection } from './traffic-section'

function BackToPortfolio({ label }: { label: string }) {
  const intl = useIntl()
  return (
    <Breadcrumbs aria-label={intl.formatMessage({ id: 'domainPage.breadcrumbs' })}>
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/portfolio" />}>
        <FormattedMessage id="domainPage.back" />
      </Anchor>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
    </Breadcrumbs>
  )
}

function PageSkeleton() {
  return (
    <Delayed>
      <Stack gap="sm" aria-busy="true" data-testid="domain-page-loading">
        <Skeleton height={32} width={280} />
        <Skeleton height={160} />
        <Skeleton height={260} />
      </Stack>
    </Delayed>
  )
}

/** Not the signed-in seller's (the server answers 404 alike), or the load failed. */
function PageError({
  domain,
  isMissing,
  onRetry,
}: {
  domain: string
  isMissing: boolean
  onRetry: () => void
}) {
  return (
    <Paper
      withBorder
      radius="md"
      data-testid={isMissing ? 'domain-page-not-found' : 'domain-page-error'}
    >
      <EmptyState
        title={
          <FormattedMessage
            id={isMissing ? 'domainPage.notFound' : 'domainPage.error'}
            values={{ domain }}
          />
        }
        action={
          isMissing ? (
            <Button variant="light" renderRoot={(props) => <Link {...props} to="/portfolio" />}>
              <FormattedMessage id="notFound.toPortfolio" />
            </Button>
          ) : (
            <Button variant="light" onClick={onRetry}>
              <FormattedMessage id="common.retry" />
            </Button>
          )
        }
      >
        {isMissing ? <FormattedMessage id="domainPage.notFoundBody" /> : undefined}
      </EmptyState>
    </Paper>
  )
}

export type DomainPageProps = {
  domain: string
  /** The portfolio's queries of the domain, so edits made here refresh every view of it. */
  detail: UseQueryResult<PortfolioDomain>
  history: UseQueryResult<DomainHistoryPage>
  copy: { isCopied: boolean; copy: (text: string) => unknown }
  /** The portfolio's status cell; its actions open this page's modals. */
  renderStatus: (row: PortfolioDomain, open: (modal: DomainPageModal) => void) => ReactNode
  /** The portfolio's modal for `modal` (edit, resubmit, checkout link). */
  renderModal: (modal: DomainPageModal, row: PortfolioDomain, close: () => void) => ReactNode
  /** A notice under the title from another feature (the in-use guard's paused buy-now). */
  renderNotice?: (row: PortfolioDomain) => ReactNode
  /** Sections of other features beside the prices (the partner-sites choice, issue 24). */
  renderPriceSections?: (row: PortfolioDomain) => ReactNode
  /** Other features' sections of the domain, after its leads (offer rules, issue 24). */
  renderMoreSections?: (row: PortfolioDomain) => ReactNode
}

/**
 * /domains/{domain}: the owner's page of one domain (spec §2, issue 15): listing and lander,
 * prices with the edit modal, traffic over time, leads and offers, the checkout link,
 * fast-transfer status and the listing history. Each section loads and fails on its own.
 */
export function DomainPage({
  domain,
  detail,
  history,
  copy,
  renderStatus,
  renderModal,
  renderNotice,
  renderPriceSections,
  renderMoreSections,
}: DomainPageProps) {
  const [modal, setModal] = useState<DomainPageModal | null>(null)
  if (detail.isPending) return <PageSkeleton />
  if (detail.isError) {
    return (
      <Stack gap="md">
        <BackToPortfolio label={domain} />
        <PageError
          domain={domain}
          isMissing={isApiError(detail.error) && detail.error.status === 404}
          onRetry={() => void detail.refetch()}
        />
      </Stack>
    )
  }
  const row = detail.data
  return (
    <Stack gap="md">
      <BackToPortfolio label={row.displayName} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" className="nf-domain-name" style={{ overflowWrap: 'anywhere' }}>
          {row.displayName}
        </Title>
        <Group gap="xs">
          <Button onClick={() => setModal('EDIT')}>
            <FormattedMessage id="portfolio.action.edit" />
          </Button>
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/domains/$displayName/details"
                params={{ displayName: row.displayName }}
              />
            )}
          >
            <FormattedMessage id="domainPage.allDetails" />
          </Button>
        </Group>
      </Group>
      {renderNotice?.(row)}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ListingSection row={row} status={renderStatus(row, setModal)} />
        <Stack gap="md">
          <PricesSection row={row} onEdit={() => setModal('EDIT')} />
          <CheckoutLinkSection row={row} onOpen={setModal} copy={copy} />
          {renderPriceSections?.(row)}
        </Stack>
      </SimpleGrid>
      <TrafficSection name={row.name} />
      <LeadsSection row={row} />
      {renderMoreSections?.(row)}
      <HistorySection history={history} />
      {modal !== null && renderModal(modal, row, () => setModal(null))}
    </Stack>
  )
}
