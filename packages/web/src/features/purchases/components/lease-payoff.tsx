import { Alert, Button, Stack } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import { payOffLease, purchaseKeys } from '../purchases.queries'

/**
 * "Pay off now" behind a confirmation that says how many installments it charges (issue 13),
 * on the purchases list and on the lease page. One Idempotency-Key per confirmation: a retry
 * after a network error replays the same payment.
 */
export function LeasePayOff({
  transactionId,
  domain,
  remaining,
  size = 'xs',
}: {
  transactionId: string
  domain: string
  remaining: number
  size?: 'xs' | 'sm'
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [key, setKey] = useState<string | null>(null)
  const pay = useMutation({
    mutationFn: (idempotencyKey: string) => payOffLease(transactionId, idempotencyKey),
    onSuccess: () => {
      setKey(null)
      growl({ kind: 'success', message: 'purchases.payoff.done', values: { domain } })
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
    },
  })
  return (
    <>
      <Button
        size={size}
        variant="light"
        onClick={() => setKey(crypto.randomUUID())}
        aria-label={intl.formatMessage({ id: 'purchases.payoff.labelFor' }, { domain })}
      >
        <FormattedMessage id="purchases.payoff" />
      </Button>
      {key !== null && (
        <ConfirmDialog
          title={<FormattedMessage id="purchases.payoff.title" values={{ domain }} />}
          confirmLabel={<FormattedMessage id="purchases.payoff.confirm" />}
          cancelLabel={<FormattedMessage id="sales.cancel" />}
          onCancel={() => {
            setKey(null)
            pay.reset()
          }}
          onConfirm={() => pay.mutate(key)}
          isBusy={pay.isPending}
        >
          <Stack gap="xs">
            <FormattedMessage
              id="purchases.payoff.question"
              values={{ count: remaining, domain }}
            />
            {pay.isError && (
              <Alert color="red" variant="light" role="alert">
                <FormattedMessage id="purchases.payoff.failed" />
              </Alert>
            )}
          </Stack>
        </ConfirmDialog>
      )}
    </>
  )
}
