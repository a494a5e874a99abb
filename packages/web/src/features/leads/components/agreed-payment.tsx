import { Anchor, Button, List, Paper, Stack, Text, ThemeIcon } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type {
  AgreedPrice,
  LeadDetail,
  OpenPayment,
} from '@namefolio/core/negotiations/leads.contract'
import {
  formatPaymentDeadline,
  type PaymentOutcome,
} from '@namefolio/core/negotiations/payment-window'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { SectionHeading } from '../../../components/ui/section-heading'

/**
 * "Pay $X": the checkout of an agreed price is a server-rendered page (decision 800), so
 * this is a plain link, not a portal route.
 */
export function PayButton({
  checkoutPath,
  priceMicros,
  size = 'sm',
}: {
  checkoutPath: string
  priceMicros: number
  size?: 'xs' | 'sm' | 'md'
}) {
  return (
    <Button component="a" href={checkoutPath} size={size}>
      <FormattedMessage id="leads.pay.button" values={{ amount: formatUsd(priceMicros) }} />
    </Button>
  )
}

/** In lists: the buyer's Pay button, the seller side's "waiting for payment", with the deadline. */
export function PaymentDue({ payment }: { payment: OpenPayment }) {
  const deadline = formatPaymentDeadline(payment.deadline)
  if (payment.checkoutPath !== null) {
    return (
      <Stack gap={4} align="flex-start">
        <PayButton
          checkoutPath={payment.checkoutPath}
          priceMicros={payment.priceMicros}
          size="xs"
        />
        <Text size="xs" c="dimmed">
          <FormattedMessage id="leads.pay.by" values={{ deadline }} />
        </Text>
      </Stack>
    )
  }
  return (
    <Text size="xs" c="dimmed">
      <FormattedMessage id="leads.pay.waitingUntil" values={{ deadline }} />
    </Text>
  )
}

/** In lists, after the agreement: "Paid" or "Payment window closed", never a dead Pay link. */
export function PaymentOutcomeNote({ outcome }: { outcome: PaymentOutcome }) {
  return (
    <Text
      size="xs"
      fw={600}
      c={outcome === 'PAID' ? 'teal.9' : 'dimmed'}
      data-payment-outcome={outcome}
    >
      <FormattedMessage id={`leads.pay.outcome.${outcome}`} />
    </Text>
  )
}

/** A bordered panel whose accent says what kind of moment it is; its text keeps AA contrast. */
function Panel({
  accent,
  title,
  children,
}: {
  accent: 'teal' | 'blue' | 'gray'
  title: MessageKey
  children: ReactNode
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      style={{ borderLeft: `4px solid var(--mantine-color-${accent}-6)` }}
      data-testid="agreed-payment"
    >
      <Stack gap="xs" align="flex-start">
        <SectionHeading title={title} />
        {children}
      </Stack>
    </Paper>
  )
}

const when = (iso: string | null) =>
  iso === null ? null : `${formatServerDate(iso, 'sidebar')} ${formatServerDate(iso, 'time')}`

/** The buyer's payment signals as the seller reads them (decision 961). */
function PaymentSignals({ agreement }: { agreement: AgreedPrice }) {
  const signals = [
    ['leads.pay.signal.agreed', agreement.createdAt],
    ['leads.pay.signal.checkoutOpened', agreement.checkoutOpenedAt],
    ['leads.pay.signal.paymentStarted', agreement.paymentStartedAt],
    ['leads.pay.signal.paid', agreement.paidAt],
  ] as const
  return (
    <List spacing={4} size="sm" center aria-label="Payment signals">
      {signals.map(([key, at]) => (
        <List.Item
          key={key}
          data-signal={key}
          icon={
            <ThemeIcon size={16} radius="xl" color={at === null ? 'gray' : 'teal'} variant="light">
              <span aria-hidden="true">{at === null ? '·' : '✓'}</span>
            </ThemeIcon>
          }
        >
          <FormattedMessage id={key} />
          {': '}
          <Text span size="sm" c={at === null ? 'dimmed' : undefined} className="nf-tabular">
            {when(at) ?? <FormattedMessage id="leads.pay.signal.notYet" />}
          </Text>
        </List.Item>
      ))}
    </List>
  )
}

/**
 * The agreement on the negotiation page, addressed to the reader (issue 13): the buyer pays
 * by the deadline, the seller's side waits for that payment and sees how far the buyer got.
 */
export function AgreedPaymentPanel({
  lead,
}: {
  lead: Pick<LeadDetail, 'viewerRole' | 'agreedPrice'>
}) {
  const agreement = lead.agreedPrice
  if (agreement === null || agreement.status === 'CANCELLED') return null
  const amount = formatUsd(agreement.priceMicros)
  const deadline = formatPaymentDeadline(agreement.deadline)
  const isBuyer = lead.viewerRole === 'buyer'
  const values = { amount, deadline }
  if (agreement.status === 'EXPIRED') {
    return (
      <Panel accent="gray" title="leads.pay.expired.title">
        <Text size="sm">
          <FormattedMessage
            id={isBuyer ? 'leads.pay.expired.buyer' : 'leads.pay.expired.seller'}
            values={values}
          />
        </Text>
      </Panel>
    )
  }
  if (agreement.status === 'PURCHASED') {
    return (
      <Panel accent="teal" title="leads.pay.paid.title">
        <Stack gap="xs">
          <Text size="sm">
            <FormattedMessage
              id={isBuyer ? 'leads.pay.paid.buyer' : 'leads.pay.paid.seller'}
              values={values}
            />
          </Text>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to={isBuyer ? '/purchases/domains' : '/sales'} />
            )}
          >
            <FormattedMessage
              id={isBuyer ? 'leads.pay.paid.buyerLink' : 'leads.pay.paid.sellerLink'}
            />
          </Anchor>
        </Stack>
      </Panel>
    )
  }
  if (isBuyer) {
    return (
      <Panel accent="teal" title="leads.pay.buyer.title">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            <FormattedMessage id="leads.pay.buyer.text" values={values} />
          </Text>
          {agreement.checkoutPath !== null && (
            <PayButton checkoutPath={agreement.checkoutPath} priceMicros={agreement.priceMicros} />
          )}
        </Stack>
      </Panel>
    )
  }
  return (
    <Panel accent="blue" title="leads.pay.seller.title">
      <Text size="sm">
        <FormattedMessage id="leads.pay.seller.text" values={values} />
      </Text>
      <PaymentSignals agreement={agreement} />
    </Panel>
  )
}
