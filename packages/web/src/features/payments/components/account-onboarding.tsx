import { Badge, Button, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { isApiError } from '../../../lib/api-client'
import { paymentCalls, type PayoutAccount } from '../payments.queries'

const STATUS_COLOR = { NOT_STARTED: 'gray', PENDING: 'blue', VERIFIED: 'teal' } as const

/** Where the account stands with the payout provider's onboarding (decision 1031). */
export function OnboardingBadge({ account }: { account: PayoutAccount }) {
  return (
    <Badge variant="light" radius="sm" tt="none" color={STATUS_COLOR[account.onboardingStatus]}>
      <FormattedMessage id={`accountPayments.status.${account.onboardingStatus}`} />
    </Badge>
  )
}

/** Why to verify, under an account that is not verified yet. */
export function OnboardingHint({ account }: { account: PayoutAccount }) {
  if (account.onboardingStatus === 'VERIFIED') return null
  return (
    <Text size="xs" c="dimmed" mt="xs">
      <FormattedMessage id="accountPayments.verify.hint" />
    </Text>
  )
}

/**
 * Opens the provider's onboarding page for the account (GET v1/account/payments/url/{capId});
 * the provider sends the seller back to /account/link/success when done.
 */
export function VerifyButton({
  account,
  navigate = (url) => window.location.assign(url),
}: {
  account: PayoutAccount
  navigate?: (url: string) => void
}) {
  const intl = useIntl()
  const open = useMutation({
    mutationFn: () => paymentCalls.onboardingUrl(account.capId),
    onSuccess: (answer) => navigate(answer.url),
    onError: (error) =>
      growl({
        kind: 'error',
        message:
          isApiError(error) && error.status === 502
            ? 'accountPayments.error.provider'
            : 'common.error.unknown',
      }),
  })
  if (account.onboardingStatus === 'VERIFIED') return null
  return (
    <Button
      variant="light"
      size="xs"
      onClick={() => open.mutate()}
      loading={open.isPending || open.isSuccess}
      aria-label={intl.formatMessage(
        { id: 'accountPayments.verify.labelFor' },
        { name: account.accountName },
      )}
    >
      <FormattedMessage id="accountPayments.verify" />
    </Button>
  )
}
