import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../components/ui/delayed'
import { AccountStandingCards } from '../../features/account-standing/components/account-standing-cards'
import { LoadError } from '../../components/ui/load-error'
import { PageHeader } from '../../components/ui/page-header'
import type { MessageKey } from '../../i18n/en-us-messages'
import { AccountProfile } from '../../features/account/components/account-profile'
import { accountProfileQueries } from '../../features/account-profile/account-profile.queries'
import { AvatarField } from '../../features/account-profile/components/avatar-field'
import {
  ConfirmEmailNotice,
  EmailSection,
} from '../../features/account-profile/components/email-section'
import { PrefsForm } from '../../features/account-profile/components/prefs-form'
import { ProfileForm } from '../../features/account-profile/components/profile-form'
import { ProfileIncompleteNotice } from '../../features/account-profile/components/profile-notice'
import { sessionQueries } from '../../features/session/session.queries'
import { useStepUpAction } from '../../features/session/step-up'
import { SectionHeading } from '../../components/ui/section-heading'
import { ProfilePlanCard } from '../../features/membership/components/profile-plan-card'

const route = getRouteApi('/portal/account/profile')

function Section({
  title,
  intro,
  children,
}: {
  title: MessageKey
  intro: MessageKey
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={undefined}>
      <Stack gap="md">
        <div>
          <SectionHeading title={title} intro={intro} dimmed />
        </div>
        {children}
      </Stack>
    </Paper>
  )
}

/** /account/profile (spec §2, issue 18): the seller's editable profile, e-mail and preferences. */
export function AccountProfilePage() {
  const { emailToken } = route.useSearch()
  const navigate = route.useNavigate()
  const profile = useQuery(accountProfileQueries.profile())
  const account = useQuery(sessionQueries.currentUser())
  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title="profile.title" subtitle="profile.subtitle" />
      {profile.isPending && (
        <Delayed>
          <Skeleton height={320} />
        </Delayed>
      )}
      {profile.isError && <LoadError message="profile.error" />}
      {profile.isSuccess && (
        <>
          {emailToken && (
            <ConfirmEmailNotice
              token={emailToken}
              profile={profile.data}
              onDone={() => void navigate({ search: {}, replace: true })}
            />
          )}
          <ProfileIncompleteNotice profile={profile.data} />
          <Section title="profile.section.public" intro="profile.section.public.intro">
            <AvatarField profile={profile.data} />
            <ProfileForm key={profile.data.username} initial={profile.data} />
            {profile.data.profilePath ? (
              <Anchor underline="always" href={profile.data.profilePath} size="sm" fw={600}>
                <FormattedMessage id="profile.viewPublic" />
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="profile.noPublic" />
              </Text>
            )}
          </Section>
          <Section title="profile.section.email" intro="profile.section.email.intro">
            <EmailSection profile={profile.data} useStepUpAction={useStepUpAction} />
          </Section>
          <Section title="profile.section.prefs" intro="profile.section.prefs.intro">
            <PrefsForm initial={profile.data.prefs} />
          </Section>
        </>
      )}
      {account.isSuccess && <AccountProfile account={account.data} />}
      {account.data?.roles.includes('seller') && (
        <Section title="membership.title" intro="membership.subtitle">
          <ProfilePlanCard />
        </Section>
      )}
      {account.data?.roles.includes('seller') && <AccountStandingCards />}
    </Stack>
  )
}
