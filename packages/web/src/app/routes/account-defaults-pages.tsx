import { Stack, Tabs } from '@mantine/core'
import { Link, useLocation } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageTitle } from '../../components/ui/page-header'
import type { MessageKey } from '../../i18n/en-us'
import { LanderDefaultsForm } from '../../features/account-defaults/components/lander-defaults-form'
import { LtoDefaultsForm } from '../../features/account-defaults/components/lto-defaults-form'
import {
  OwnershipRecord,
  OwnershipSummaryFacts,
} from '../../features/account-defaults/components/ownership-record'
import {
  ClaimList,
  OwnershipReviewList,
} from '../../features/account-defaults/components/ownership-lists'

const TABS = [
  { to: '/account/lander', labelId: 'accountDefaults.tab.lander' },
  { to: '/account/lto', labelId: 'accountDefaults.tab.lto' },
  { to: '/account/ownership', labelId: 'accountDefaults.tab.ownership' },
  { to: '/account/offer-rules', labelId: 'offerRules.tab' },
] as const

/** The account defaults pages (and offer rules, issue 24) share a title line and tabs. */
export function AccountDefaultsLayout({
  title,
  subtitle,
  children,
}: {
  title: MessageKey
  subtitle: MessageKey
  children: ReactNode
}) {
  const intl = useIntl()
  const { pathname } = useLocation()
  return (
    <Stack gap="lg" maw={1120}>
      <PageTitle title={title} subtitle={subtitle} />
      <Tabs value={pathname} variant="outline" keepMounted={false}>
        <Tabs.List aria-label={intl.formatMessage({ id: 'accountDefaults.tab.label' })}>
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.to}
              value={tab.to}
              renderRoot={(props) => <Link {...props} to={tab.to} />}
            >
              <FormattedMessage id={tab.labelId} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  )
}

/** /account/lander (spec §2): the default lander newly added names take, with a preview. */
export function AccountLanderPage() {
  return (
    <AccountDefaultsLayout
      title="accountDefaults.lander.title"
      subtitle="accountDefaults.lander.subtitle"
    >
      <LanderDefaultsForm />
    </AccountDefaultsLayout>
  )
}

/** /account/lto (spec §2): lease-to-own defaults, the §5 tiers and the grace policy. */
export function AccountLtoPage() {
  return (
    <AccountDefaultsLayout
      title="accountDefaults.lto.title"
      subtitle="accountDefaults.lto.subtitle"
    >
      <LtoDefaultsForm />
    </AccountDefaultsLayout>
  )
}

/** /account/ownership (spec §2, §4): the verification record, claims and ownership review. */
export function AccountOwnershipPage() {
  return (
    <AccountDefaultsLayout
      title="accountDefaults.ownership.title"
      subtitle="accountDefaults.ownership.subtitle"
    >
      <OwnershipSummaryFacts />
      <OwnershipReviewList />
      <OwnershipRecord />
      <ClaimList />
    </AccountDefaultsLayout>
  )
}
