import { Anchor, Paper, Skeleton, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { homePathFor } from '@namefolio/core/routing/role-home'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../components/ui/delayed'
import { LoadError } from '../../components/ui/load-error'
import { PageHeader } from '../../components/ui/page-header'
import { accountProfileQueries } from '../../features/account-profile/account-profile.queries'
import { CreateProfileForm } from '../../features/account-profile/components/create-profile-form'
import { ProfileChecklist } from '../../features/account-profile/components/profile-checklist'
import { sessionQueries } from '../../features/session/session.queries'

function useProfile() {
  return useQuery(accountProfileQueries.profile())
}

/** /account/profile/create (spec §2): the first step after sign-up. */
export function CreateProfilePage() {
  const profile = useProfile()
  const account = useQuery(sessionQueries.currentUser())
  const navigate = useNavigate()
  const next = account.isSuccess ? homePathFor(account.data.roles) : '/dashboard'
  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title="profile.create.title" subtitle="profile.create.subtitle" />
      {profile.isPending && (
        <Delayed>
          <Skeleton height={360} />
        </Delayed>
      )}
      {profile.isError && <LoadError message="profile.error" />}
      {profile.isSuccess && (
        <Paper withBorder radius="md" p="lg">
          <CreateProfileForm
            profile={profile.data}
            next={next}
            onDone={() => void navigate({ to: next })}
          />
        </Paper>
      )}
    </Stack>
  )
}

/** /account/profile/complete (spec §2): what the first listing or payout still needs. */
export function CompleteProfilePage() {
  const profile = useProfile()
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="profile.complete.title" subtitle="profile.complete.subtitle" />
      {profile.isPending && (
        <Delayed>
          <Skeleton height={360} />
        </Delayed>
      )}
      {profile.isError && <LoadError message="profile.error" />}
      {profile.isSuccess && <ProfileChecklist profile={profile.data} />}
      <Anchor component={Link} to="/account/profile" size="sm">
        <FormattedMessage id="profile.complete.back" />
      </Anchor>
    </Stack>
  )
}
