import { Anchor, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { TabbedSection } from '../../components/ui/page-tabs'
import type { MessageKey } from '../../i18n/en-us-messages'
import { AddDomainsForm } from '../../features/add-domains/components/add-domains-form'
import { DoneStep } from '../../features/add-domains/components/done-step'
import { ReviewStep } from '../../features/add-domains/components/review-step'
import { UploadForm } from '../../features/add-domains/components/upload-form'
import { UploadHistory } from '../../features/add-domains/components/upload-history'
import { VerificationList } from '../../features/add-domains/components/verification-list'

const TABS = [
  { to: '/domains/add', title: 'addDomains.tab.add' },
  { to: '/domains/add/history', title: 'addDomains.tab.history' },
  { to: '/domains/review', title: 'addDomains.tab.verify' },
] as const

function AddDomainsLayout({
  titleId,
  subtitleId,
  children,
}: {
  titleId: MessageKey
  subtitleId: MessageKey
  children: ReactNode
}) {
  return (
    <TabbedSection
      title={titleId}
      subtitle={subtitleId}
      label="addDomains.tab.label"
      tabs={TABS}
      maw={960}
    >
      {children}
    </TabbedSection>
  )
}

/** /domains/add: paste a list, or upload a CSV. */
export function AddDomainsPage() {
  return (
    <AddDomainsLayout titleId="addDomains.title" subtitleId="addDomains.subtitle">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            <FormattedMessage id="addDomains.list.title" />
          </Title>
          <AddDomainsForm />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            <FormattedMessage id="addDomains.upload.title" />
          </Title>
          <UploadForm />
        </Paper>
      </SimpleGrid>
      <Text size="sm">
        <Anchor component={Link} to="/domains/add/marketplace" underline="always">
          <FormattedMessage id="marketplaceImports.link.move" />
        </Anchor>
      </Text>
    </AddDomainsLayout>
  )
}

export function AddDomainsReviewPage() {
  return (
    <AddDomainsLayout titleId="addDomains.review.title" subtitleId="addDomains.review.subtitle">
      <ReviewStep />
    </AddDomainsLayout>
  )
}

export function AddDomainsDonePage() {
  return (
    <AddDomainsLayout titleId="addDomains.done.title" subtitleId="addDomains.done.subtitle">
      <DoneStep />
    </AddDomainsLayout>
  )
}

export function AddDomainsHistoryPage() {
  return (
    <AddDomainsLayout titleId="addDomains.history.title" subtitleId="addDomains.history.subtitle">
      <UploadHistory />
      <Group>
        <Anchor component={Link} to="/portfolio" size="sm">
          <FormattedMessage id="addDomains.done.toPortfolio" />
        </Anchor>
      </Group>
    </AddDomainsLayout>
  )
}

export function DomainsReviewPage() {
  return (
    <AddDomainsLayout titleId="addDomains.verify.title" subtitleId="addDomains.verify.subtitle">
      <VerificationList />
    </AddDomainsLayout>
  )
}
