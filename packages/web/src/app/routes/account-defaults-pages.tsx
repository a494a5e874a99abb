import type { ReactNode } from 'react'
import { FeatureOffNotice } from '../../features/switchboard/components/feature-off-notice'
import { useFeature } from './use-feature'
import { TabbedSection } from '../../components/ui/page-tabs'
import type { MessageKey } from '../../i18n/en-us-messages'
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
  { to: '/account/lander', title: 'accountDefaults.tab.lander' },
  { to: '/account/lto', title: 'accountDefaults.tab.lto' },
  { to: '/account/ownership', title: 'accountDefaults.tab.ownership' },
  { to: '/account/offer-rules', title: 'offerRules.tab' },
] as const

/** The account defaults pages (and offer rules, issue 24) share a title line and tabs. */
export function AccountDefaultsLayout(props: {
  title: MessageKey
  subtitle: MessageKey
  children: ReactNode
}) {
  // The lease-to-own tab is the §6 leaseToOwnSettings switch's (issue 19).
  const hasLto = useFeature('leaseToOwnSettings') === true
  const tabs = TABS.filter((tab) => tab.to !== '/account/lto' || hasLto)
  return <TabbedSection {...props} label="accountDefaults.tab.label" tabs={tabs} maw={1120} />
}

/** /account/lander (spec §2): the default lander newly added names take, with a preview. */
export function AccountLanderPage() {
  return (
    <AccountDefaultsLayout
      title="accountDefaults.lander.title"
      subtitle="accountDefaults.lander.subtitle"
    >
      <LanderDefaultsForm canCustomizeColors={useFeature('showDanCustomBgColor') !== false} />
    </AccountDefaultsLayout>
  )
}

function LtoGate() {
  const isOn = useFeature('leaseToOwnSettings')
  if (isOn === undefined) return null
  return isOn ? <LtoDefaultsForm /> : <FeatureOffNotice />
}

/** /account/lto (spec §2): lease-to-own defaults, the §5 tiers and the grace policy. */
export function AccountLtoPage() {
  return (
    <AccountDefaultsLayout
      title="accountDefaults.lto.title"
      subtitle="accountDefaults.lto.subtitle"
    >
      <LtoGate />
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
