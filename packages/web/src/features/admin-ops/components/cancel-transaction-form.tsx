import { Alert, Button, Stack, Textarea } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { formatUsd } from '@namefolio/core/money/money'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { adminOpsCalls, adminOpsKeys } from '../admin-ops.queries'
import { refusalOf } from './refusal'

/** Cancel with a full refund (decision 1345): a reason, then a confirmation. */
export function CancelTransactionForm({
  transactionId,
  domain,
  salePriceMicros,
}: {
  transactionId: string
  domain: string
  salePriceMicros: number
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [isConfirming, setConfirming] = useState(false)
  const [refusal, setRefusal] = useState<MessageKey | null>(null)
  const cancel = useMutation({
    mutationFn: () => adminOpsCalls.cancel(transactionId, reason.trim()),
    onSuccess: async () => {
      setConfirming(false)
      growl({ kind: 'success', message: 'adminOps.cancel.done', values: { domain } })
      await queryClient.invalidateQueries({ queryKey: adminOpsKeys.all })
    },
    onError: (error) => {
      setConfirming(false)
      setRefusal(refusalOf(error, 'adminOps.cancel.failed'))
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const length = reason.trim().length
    if (length < 3 || length > 500) {
      setRefusal('admin.transactions.reasonRequired')
      return
    }
    setRefusal(null)
    setConfirming(true)
  }

  const isReasonError = refusal === 'admin.transactions.reasonRequired'
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" align="flex-start">
        <Textarea
          w="100%"
          label={intl.formatMessage({ id: 'adminOps.cancel.reason' })}
          value={reason}
          maxLength={500}
          rows={2}
          onChange={(e) => {
            setReason(e.currentTarget.value)
            if (refusal) setRefusal(null)
          }}
          error={isReasonError ? intl.formatMessage({ id: refusal }) : undefined}
        />
        {refusal && !isReasonError && (
          <Alert color="red" variant="light" role="alert">
            <FormattedMessage id={refusal} />
          </Alert>
        )}
        <Button type="submit" color="red.8">
          <FormattedMessage id="adminOps.cancel.submit" />
        </Button>
      </Stack>
      {isConfirming && (
        <ConfirmDialog
          title={<FormattedMessage id="adminOps.cancel.confirmTitle" values={{ domain }} />}
          confirmLabel={<FormattedMessage id="adminOps.cancel.confirm" />}
          cancelLabel={<FormattedMessage id="adminOps.cancel.keep" />}
          onConfirm={() => cancel.mutate()}
          onCancel={() => setConfirming(false)}
          isDanger
          isBusy={cancel.isPending}
        >
          <FormattedMessage
            id="adminOps.cancel.confirmBody"
            values={{ amount: formatUsd(salePriceMicros, 2) }}
          />
        </ConfirmDialog>
      )}
    </form>
  )
}
