import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { formatUsd, microsToUsd, usdToMicros } from '@namefolio/core/money/money'
import {
  COUNTER_OFFER_ERRORS,
  validateCounterOffer,
} from '@namefolio/core/negotiations/counter-offer'
import type { LeadDetail } from '@namefolio/core/negotiations/leads.contract'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { applyLeadChange, leadCalls } from '../leads.queries'

export type CounterOfferModalProps = {
  lead: LeadDetail
  opened: boolean
  onClose: () => void
}

function fieldMessage(
  intl: ReturnType<typeof useIntl>,
  error: Pick<FieldError, 'code' | 'values'>,
): string {
  const values = Object.fromEntries(
    Object.entries(error.values ?? {}).map(([name, value]) => [
      name,
      name === 'price' && typeof value === 'number' ? formatUsd(usdToMicros(value)) : value,
    ]),
  )
  return intl.formatMessage({ id: error.code as MessageKey }, values)
}

/**
 * The counter-offer form of spec §5: core's seven checks run on every keystroke for the
 * viewer's role (decision 108: "required" only on submit); the server runs the same checks.
 */
export function CounterOfferModal({ lead, opened, onClose }: CounterOfferModalProps) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [amountUsd, setAmountUsd] = useState<number | ''>('')
  const [message, setMessage] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [serverError, setServerError] = useState<FieldError | null>(null)
  const role = lead.viewerRole === 'admin' ? 'seller' : lead.viewerRole
  const isBuyer = role === 'buyer'
  const previous = isBuyer ? lead.buyerOfferMicros : lead.sellerOfferMicros
  const theirs = isBuyer ? lead.sellerOfferMicros : lead.buyerOfferMicros
  const valueMicros = amountUsd === '' ? null : usdToMicros(amountUsd)

  const check = (submitting: boolean) =>
    validateCounterOffer({
      valueMicros,
      previousOfferMicros: previous,
      sellerOfferMicros: lead.sellerOfferMicros,
      buyNowMicros: lead.buyNowPriceMicros,
      // Only the seller's own view carries the floor; buyers meet it on the server (§6).
      floorMicros: lead.floorPriceMicros ?? null,
      minBidMicros: lead.minBidPriceMicros,
      viewer: role,
      submitting,
    })
  const liveError = check(submitted) ?? serverError

  const send = useMutation({
    mutationFn: () => leadCalls.offer(lead.id, valueMicros, message.trim() || undefined),
    onSuccess: (updated) => {
      applyLeadChange(queryClient, updated)
      growl({ kind: 'success', message: 'leads.action.offerSent' })
      close()
    },
    onError: (error) => {
      const field = isApiError(error) ? error.fields[0] : undefined
      if (field) setServerError(field)
      else growl({ kind: 'warning', message: 'common.error.unknown' })
    },
  })

  function close() {
    setAmountUsd('')
    setMessage('')
    setSubmitted(false)
    setServerError(null)
    onClose()
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <FormattedMessage
          id={theirs === null ? 'leads.counter.offerTitle' : 'leads.counter.title'}
          values={{ domain: lead.domainName }}
        />
      }
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitted(true)
          if (valueMicros === null) {
            setServerError({ field: 'offer', code: COUNTER_OFFER_ERRORS.required })
          } else if (check(true) === null) {
            send.mutate()
          }
        }}
      >
        <Stack gap="sm">
          {theirs !== null && (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="leads.counter.hint" values={{ amount: formatUsd(theirs) }} />
            </Text>
          )}
          <NumberInput
            label={<FormattedMessage id="leads.counter.amount" />}
            value={amountUsd}
            onChange={(value) => {
              setServerError(null)
              setAmountUsd(typeof value === 'number' ? value : value === '' ? '' : Number(value))
            }}
            min={0}
            max={microsToUsd(Number.MAX_SAFE_INTEGER)}
            decimalScale={0}
            allowNegative={false}
            thousandSeparator=","
            prefix="$"
            data-autofocus
            error={liveError ? fieldMessage(intl, liveError) : undefined}
          />
          <Textarea
            label={<FormattedMessage id="leads.counter.message" />}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={5000}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              <FormattedMessage id="leads.confirm.cancel" />
            </Button>
            <Button type="submit" loading={send.isPending} disabled={liveError !== null}>
              <FormattedMessage id="leads.counter.submit" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
