import { Badge, Group, Paper, Stack, Title } from '@mantine/core'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { isPaidPlan } from '@namefolio/core/membership/membership-plans'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { growl } from '../../../components/ui/growl'
import { LoadError } from '../../../components/ui/load-error'
import { membershipCalls, membershipKeys, membershipQueries } from '../membership.queries'
import { MembershipInvoices } from './membership-invoices'
import { MembershipOverview } from './membership-overview'
import { choiceFor, PlansTable, type PlanChoice } from './plans-table'
import { PurchaseDialog, WRAPPING_BADGE } from './purchase-dialog'

function DowngradeDialog({
  m,
  plan,
  onClose,
}: {
  m: MyMembership
  plan: MembershipPlan
  onClose: () => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: () => membershipCalls.downgrade(plan),
    onSuccess: (saved) => {
      queryClient.setQueryData(membershipKeys.mine(), saved)
      growl({ kind: 'success', message: 'membership.downgraded' })
      onClose()
    },
    onError: () => growl({ kind: 'error', message: 'membership.changeFailed' }),
  })
  const values = {
    plan: intl.formatMessage({ id: `membership.plan.${plan}` }),
    current: intl.formatMessage({ id: `membership.plan.${m.plan}` }),
    date: m.expiresAt ? formatServerDate(m.expiresAt, 'default') : '',
  }
  return (
    <ConfirmDialog
      title={<FormattedMessage id="membership.downgrade.title" values={values} />}
      confirmLabel={<FormattedMessage id="membership.downgrade.yes" />}
      cancelLabel={<FormattedMessage id="membership.downgrade.no" values={values} />}
      onConfirm={() => save.mutate()}
      onCancel={onClose}
      isBusy={save.isPending}
    >
      <FormattedMessage id="membership.downgrade.body" values={values} />
    </ConfirmDialog>
  )
}

/**
 * /account/membership (issue 19): the plan, the compare table, buying, downgrading and
 * cancelling. `initialPlan` opens its purchase at once (the §6 upgrade modal sends PRO);
 * `onBought` takes the seller back to where they came from.
 */
export function MembershipPlan({
  initialPlan,
  onBought,
}: {
  initialPlan?: MembershipPlan | undefined
  onBought: () => void
}) {
  const mine = useQuery(membershipQueries.mine())
  const [choice, setChoice] = useState<PlanChoice | null>(null)
  const [isInitialOpen, setInitialOpen] = useState(initialPlan !== undefined)
  if (mine.isPending) return <DelayedSkeleton height={360} />
  if (mine.isError) {
    return <LoadError message="membership.error" onRetry={() => void mine.refetch()} />
  }
  const m = mine.data
  const initial =
    isInitialOpen && initialPlan && isPaidPlan(initialPlan) && choiceFor(m, initialPlan) === 'buy'
      ? ({ plan: initialPlan, kind: 'buy' } as const)
      : null
  const open = choice ?? initial
  const close = () => {
    setChoice(null)
    setInitialOpen(false)
  }
  return (
    <Stack gap="lg">
      {m.isSandbox && (
        <Group>
          <Badge color="orange" variant="light" size="lg" radius="sm" styles={WRAPPING_BADGE}>
            <FormattedMessage id="membership.sandbox" />
          </Badge>
        </Group>
      )}
      <MembershipOverview membership={m} />
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-compare">
        <Stack gap="sm">
          <Title order={2} size="h4" id="membership-compare">
            <FormattedMessage id="membership.compare" />
          </Title>
          <PlansTable membership={m} onChoose={setChoice} />
        </Stack>
      </Paper>
      <MembershipInvoices />
      {open?.kind === 'buy' && isPaidPlan(open.plan) && (
        <PurchaseDialog
          plan={open.plan}
          membership={m}
          onClose={close}
          onBought={() => {
            close()
            onBought()
          }}
        />
      )}
      {open?.kind === 'downgrade' && <DowngradeDialog m={m} plan={open.plan} onClose={close} />}
    </Stack>
  )
}
