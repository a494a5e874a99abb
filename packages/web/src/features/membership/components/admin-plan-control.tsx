import { Button, NativeSelect, Stack, TextInput, Textarea, Title } from '@mantine/core'
import { MEMBERSHIP_PLANS, type MembershipPlan } from '@namefolio/core/account/account.constants'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import { membershipCalls } from '../membership.queries'

/**
 * The admin's plan change for one account (issue 19; audit entry `membership.change`), for the
 * admin account page to mount. A grant: nothing is charged and paid renewal stops.
 */
export function AdminPlanControl({
  userId,
  currentPlan,
  expiresAt,
  onChanged,
}: {
  userId: string
  currentPlan: MembershipPlan
  expiresAt: string | null
  onChanged?: () => void
}) {
  const intl = useIntl()
  const [plan, setPlan] = useState<MembershipPlan>(currentPlan)
  const [date, setDate] = useState(expiresAt?.slice(0, 10) ?? '')
  const [note, setNote] = useState('')
  const [isConfirming, setConfirming] = useState(false)
  const save = useMutation({
    mutationFn: () =>
      membershipCalls.adminChangePlan(userId, {
        plan,
        expiresAt: date ? new Date(`${date}T23:59:59Z`).toISOString() : null,
        note,
      }),
    onSuccess: () => {
      setConfirming(false)
      growl({ kind: 'success', message: 'membership.admin.saved' })
      onChanged?.()
    },
    onError: () => {
      setConfirming(false)
      growl({ kind: 'error', message: 'membership.admin.failed' })
    },
  })
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        setConfirming(true)
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          <FormattedMessage id="membership.admin.title" />
        </Title>
        <NativeSelect
          label={intl.formatMessage({ id: 'membership.admin.plan' })}
          value={plan}
          onChange={(event) => setPlan(event.currentTarget.value as MembershipPlan)}
          data={MEMBERSHIP_PLANS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `membership.plan.${value}` }),
          }))}
        />
        <TextInput
          type="date"
          label={intl.formatMessage({ id: 'membership.admin.expiresAt' })}
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
        />
        <Textarea
          label={intl.formatMessage({ id: 'membership.admin.note' })}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          required
          rows={3}
        />
        <Button type="submit" disabled={note.trim() === ''} loading={save.isPending}>
          <FormattedMessage id="membership.admin.save" />
        </Button>
      </Stack>
      {isConfirming && (
        <ConfirmDialog
          title={<FormattedMessage id="membership.admin.confirm.title" />}
          confirmLabel={<FormattedMessage id="membership.admin.save" />}
          cancelLabel={<FormattedMessage id="membership.dialog.cancel" />}
          onConfirm={() => save.mutate()}
          onCancel={() => setConfirming(false)}
          isBusy={save.isPending}
        >
          <FormattedMessage
            id="membership.admin.confirm.body"
            values={{ plan: intl.formatMessage({ id: `membership.plan.${plan}` }) }}
          />
        </ConfirmDialog>
      )}
    </form>
  )
}
