import { Alert, Button, Stack } from '@mantine/core'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { payOffLease } from '../purchases.queries'
import { PaymentDialog, useConfirmedPayment } from './confirmed-payment'

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
  const payment = useConfirmedPayment(
    (idempotencyKey) => payOffLease(transactionId, idempotencyKey),
    () => growl({ kind: 'success', message: 'purchases.payoff.done', values: { domain } }),
  )
  const { pay } = payment
  return (
    <>
      <Button
        size={size}
        variant="light"
        onClick={payment.ask}
        aria-label={intl.formatMessage({ id: 'purchases.payoff.labelFor' }, { domain })}
      >
        <FormattedMessage id="purchases.payoff" />
      </Button>
      <PaymentDialog
        payment={payment}
        title={<FormattedMessage id="purchases.payoff.title" values={{ domain }} />}
        confirmLabel={<FormattedMessage id="purchases.payoff.confirm" />}
      >
        <Stack gap="xs">
          <FormattedMessage id="purchases.payoff.question" values={{ count: remaining, domain }} />
          {pay.isError && (
            <Alert color="red" variant="light" role="alert">
              <FormattedMessage id="purchases.payoff.failed" />
            </Alert>
          )}
        </Stack>
      </PaymentDialog>
    </>
  )
}
