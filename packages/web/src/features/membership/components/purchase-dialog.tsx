import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import type { PaidPlan, BillingCycle } from '@namefolio/core/membership/membership-plans'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { growl } from '../../../components/ui/growl'
import { isApiError } from '../../../lib/api-client'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { membershipCalls, membershipKeys, membershipQueries } from '../membership.queries'

/** The sandbox label wraps at 360 px instead of being cut short. */
export const WRAPPING_BADGE = {
  root: { height: 'auto' },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const

const KNOWN_ERRORS = new Set<string>([
  'membership.card.invalid',
  'membership.card.declined',
  'membership.purchase.samePlan',
  'membership.purchase.isDowngrade',
])

function errorKeyOf(error: unknown): MessageKey {
  const code = isApiError(error) ? error.fields[0]?.code : undefined
  return (code && KNOWN_ERRORS.has(code) ? code : 'membership.purchase.failed') as MessageKey
}

/**
 * Buys or upgrades a plan (issue 19): shows what is charged now (an upgrade's credit for the
 * unused part of the current plan) before the sandbox card is charged.
 */
export function PurchaseDialog({
  plan,
  membership,
  onClose,
  onBought,
}: {
  plan: PaidPlan
  membership: MyMembership
  onClose: () => void
  onBought: (m: MyMembership) => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [cycle, setCycle] = useState<BillingCycle>(membership.cycle ?? 'MONTHLY')
  const [cardNumber, setCardNumber] = useState('')
  // One key per attempt: a double click or a retry after a lost answer never charges twice;
  // a refused attempt is over, so the next one (another card) gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID())
  const quote = useQuery(membershipQueries.quote(plan, cycle))
  const buy = useMutation({
    mutationFn: () => membershipCalls.purchase({ plan, cycle, cardNumber, idempotencyKey }),
    onSuccess: (saved) => {
      queryClient.setQueryData(membershipKeys.mine(), saved)
      void queryClient.invalidateQueries()
      growl({
        kind: 'success',
        message: 'membership.bought',
        values: { plan: intl.formatMessage({ id: `membership.plan.${plan}` }) },
      })
      onBought(saved)
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 400) setIdempotencyKey(crypto.randomUUID())
    },
  })
  const planName = intl.formatMessage({ id: `membership.plan.${plan}` })
  const isUpgrade = quote.data?.kind === 'UPGRADE'
  const cardError = buy.isError ? errorKeyOf(buy.error) : null
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <FormattedMessage
          id={isUpgrade ? 'membership.buy.upgradeTitle' : 'membership.buy.title'}
          values={{ plan: planName }}
        />
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          buy.mutate()
        }}
      >
        <Stack gap="md">
          {membership.isSandbox && (
            <Badge color="orange" variant="light" size="lg" radius="sm" styles={WRAPPING_BADGE}>
              <FormattedMessage id="membership.sandbox" />
            </Badge>
          )}
          {!isUpgrade && (
            <SegmentedControl
              aria-label={intl.formatMessage({ id: 'membership.buy.cycle' })}
              value={cycle}
              onChange={(value) => setCycle(value as BillingCycle)}
              data={(['MONTHLY', 'YEARLY'] as const).map((value) => ({
                value,
                label: intl.formatMessage({ id: `membership.cycle.${value}` }),
              }))}
            />
          )}
          {quote.isPending && <DelayedSkeleton height={96} />}
          {quote.isError && (
            <Alert color="red" role="alert">
              <FormattedMessage id="membership.buy.quoteFailed" />
            </Alert>
          )}
          {quote.isSuccess && (
            <>
              <Table withRowBorders={false} aria-live="polite">
                <Table.Tbody>
                  {isUpgrade && (
                    <Table.Tr>
                      <Table.Td>
                        <FormattedMessage id="membership.buy.credit" />
                      </Table.Td>
                      <Table.Td ta="right">−{formatUsd(quote.data.creditMicros, 2)}</Table.Td>
                    </Table.Tr>
                  )}
                  <Table.Tr>
                    <Table.Td fw={700}>
                      <FormattedMessage id="membership.buy.due" />
                    </Table.Td>
                    <Table.Td ta="right" fw={700} data-testid="membership-charge">
                      {formatUsd(quote.data.chargeMicros, 2)}
                    </Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
              {quote.data.effectiveAt && (
                <Text size="sm" c="dimmed">
                  <FormattedMessage
                    id="membership.buy.until"
                    values={{ date: formatServerDate(quote.data.effectiveAt, 'default') }}
                  />
                </Text>
              )}
            </>
          )}
          <TextInput
            label={intl.formatMessage({ id: 'membership.buy.card' })}
            description={
              membership.isSandbox ? intl.formatMessage({ id: 'membership.buy.cardHint' }) : null
            }
            value={cardNumber}
            onChange={(event) => setCardNumber(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            aria-invalid={cardError !== null}
            aria-describedby={cardError ? 'membership-card-error' : undefined}
          />
          {cardError && (
            <Alert color="red" role="alert" id="membership-card-error">
              <FormattedMessage id={cardError} />
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={buy.isPending}>
              <FormattedMessage id="membership.dialog.cancel" />
            </Button>
            <Button type="submit" loading={buy.isPending} disabled={!quote.isSuccess}>
              <FormattedMessage
                id="membership.buy.pay"
                values={{ amount: formatUsd(quote.data?.chargeMicros ?? 0, 2) }}
              />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
