import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { purchaseKeys } from '../purchases.queries'

/**
 * A buyer's payment behind one confirmation (issue 13): asking makes a new Idempotency-Key, so
 * a retry after a network error replays the same payment and only a new confirmation pays
 * again. Once paid the dialog closes and the purchases are read again.
 */
export function useConfirmedPayment<T>(
  send: (idempotencyKey: string) => Promise<T>,
  onPaid: (paid: T) => void,
) {
  const queryClient = useQueryClient()
  const [key, setKey] = useState<string | null>(null)
  const pay = useMutation({
    mutationFn: send,
    onSuccess: (paid) => {
      setKey(null)
      onPaid(paid)
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
    },
  })
  return { key, pay, ask: () => setKey(crypto.randomUUID()), forget: () => setKey(null) }
}

/** The confirmation of a payment asked with useConfirmedPayment; cancelling forgets its key. */
export function PaymentDialog({
  payment,
  title,
  confirmLabel,
  children,
}: {
  payment: {
    key: string | null
    forget: () => void
    pay: { mutate: (key: string) => void; reset: () => void; isPending: boolean }
  }
  title: ReactNode
  confirmLabel: ReactNode
  children: ReactNode
}) {
  const { key, pay } = payment
  if (key === null) return null
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={<FormattedMessage id="sales.cancel" />}
      onCancel={() => {
        payment.forget()
        pay.reset()
      }}
      onConfirm={() => pay.mutate(key)}
      isBusy={pay.isPending}
    >
      {children}
    </ConfirmDialog>
  )
}
