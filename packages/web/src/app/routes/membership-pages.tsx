import { Stack } from '@mantine/core'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { PageHeader } from '../../components/ui/page-header'
import { MembershipPlan } from '../../features/membership/components/membership-plan'
import type { MembershipSearch } from './membership-routes'

/** /account/membership (issue 19): after a purchase, back to where the seller came from. */
export function MembershipPage() {
  const search = useSearch({ strict: false }) as MembershipSearch
  const navigate = useNavigate()
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="membership.title" subtitle="membership.subtitle" />
      <MembershipPlan
        initialPlan={search.plan}
        onBought={() => {
          if (search.returnTo) void navigate({ to: search.returnTo as never })
          else void navigate({ to: '/account/membership' as never, search: {} as never })
        }}
      />
    </Stack>
  )
}
