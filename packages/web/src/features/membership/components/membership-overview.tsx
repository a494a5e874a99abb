import { Alert, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Fact } from '../../../components/ui/fact'
import { growl } from '../../../components/ui/growl'
import { membershipCalls, membershipKeys } from '../membership.queries'

const dateOf = (iso: string) => formatServerDate(iso, 'default')

function RenewalText({ m }: { m: MyMembership }) {
  const intl = useIntl()
  if (!m.isActive || m.cycle === null || m.expiresAt === null) {
    return <FormattedMessage id="membership.renewal.none" />
  }
  const date = dateOf(m.expiresAt)
  if (!m.isAutoRenew || m.scheduledPlan === 'NONE') {
    return <FormattedMessage id="membership.renewal.off" values={{ date }} />
  }
  if (m.scheduledPlan) {
    const plan = intl.formatMessage({ id: `membership.plan.${m.scheduledPlan}` })
    return <FormattedMessage id="membership.renewal.downgrade" values={{ plan, date }} />
  }
  return <FormattedMessage id="membership.renewal.on" values={{ date }} />
}

/** The seller's plan now (issue 19): expiry, renewal, notices, and cancel or resume. */
export function MembershipOverview({ membership: m }: { membership: MyMembership }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [isConfirming, setConfirming] = useState(false)
  const plan = intl.formatMessage({ id: `membership.plan.${m.plan}` })
  const renew = useMutation({
    mutationFn: (isAutoRenew: boolean) => membershipCalls.setAutoRenew(isAutoRenew),
    onSuccess: (saved, isAutoRenew) => {
      setConfirming(false)
      queryClient.setQueryData(membershipKeys.mine(), saved)
      growl({
        kind: 'success',
        message: isAutoRenew ? 'membership.resumed' : 'membership.cancelled',
      })
    },
    onError: () => {
      setConfirming(false)
      growl({ kind: 'error', message: 'membership.changeFailed' })
    },
  })
  // Undoes a downgrade to a lower paid plan: choosing the current plan clears it.
  const keep = useMutation({
    mutationFn: () => membershipCalls.downgrade(m.plan),
    onSuccess: (saved) => queryClient.setQueryData(membershipKeys.mine(), saved),
    onError: () => growl({ kind: 'error', message: 'membership.changeFailed' }),
  })
  const hasPeriod =
    m.isActive && m.cycle !== null && m.expiresAt !== null && m.notice?.kind !== 'RENEWAL_FAILED'
  const willRenew = m.isAutoRenew && m.scheduledPlan !== 'NONE'
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-current">
      <Stack gap="md">
        {m.isExpiringSoon && m.expiresAt && (
          <Alert color="yellow" role="status">
            <FormattedMessage
              id="membership.banner.expiring"
              values={{ plan, date: dateOf(m.expiresAt) }}
            />
          </Alert>
        )}
        {m.notice && m.notice.kind !== 'REMINDER' && (
          <Alert color={m.notice.kind === 'RENEWED' ? 'green' : 'red'} role="status">
            <FormattedMessage
              id={`membership.notice.${m.notice.kind}`}
              values={{ date: m.expiresAt ? dateOf(m.expiresAt) : '', days: m.notice.days ?? 0 }}
            />
          </Alert>
        )}
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" m={0}>
          <Fact look="term" label="membership.current">
            <span id="membership-current">
              {m.isActive ? plan : intl.formatMessage({ id: 'membership.plan.NONE' })}
            </span>
          </Fact>
          <Fact look="term" label={m.isActive ? 'membership.expires' : 'membership.expired'}>
            {m.expiresAt ? dateOf(m.expiresAt) : intl.formatMessage({ id: 'membership.noExpiry' })}
          </Fact>
          <Fact look="term" label="membership.renewal">
            <RenewalText m={m} />
          </Fact>
        </SimpleGrid>
        {hasPeriod && (
          <Group justify="flex-end">
            {m.scheduledPlan && m.scheduledPlan !== 'NONE' && (
              <Button variant="light" loading={keep.isPending} onClick={() => keep.mutate()}>
                <FormattedMessage id="membership.keepPlan" />
              </Button>
            )}
            {willRenew ? (
              <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                <FormattedMessage id="membership.cancel" />
              </Button>
            ) : (
              <Button variant="light" loading={renew.isPending} onClick={() => renew.mutate(true)}>
                <FormattedMessage
                  id={m.isAutoRenew ? 'membership.keepPlan' : 'membership.resume'}
                />
              </Button>
            )}
          </Group>
        )}
      </Stack>
      {isConfirming && m.expiresAt && (
        <ConfirmDialog
          title={<FormattedMessage id="membership.cancel.title" />}
          confirmLabel={<FormattedMessage id="membership.cancel.yes" />}
          cancelLabel={<FormattedMessage id="membership.cancel.no" />}
          onConfirm={() => renew.mutate(false)}
          onCancel={() => setConfirming(false)}
          isBusy={renew.isPending}
          isDanger
        >
          <FormattedMessage
            id="membership.cancel.body"
            values={{ plan, date: dateOf(m.expiresAt) }}
          />
        </ConfirmDialog>
      )}
    </Paper>
  )
}
