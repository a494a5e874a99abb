import { Anchor, Button } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { EmptyState } from '../../../components/ui/empty-state'

/** The dash a table cell shows where a sale has nothing of that kind yet. */
export function EmptyCell() {
  const intl = useIntl()
  return <>{intl.formatMessage({ id: 'common.empty' })}</>
}

/** A sale's domain, linked to its details (a lease's to the leased details page). */
export function SaleDomainLink({
  row,
  leased = false,
}: {
  row: { transactionId: string; domain: string }
  leased?: boolean
}) {
  const params = { transactionId: row.transactionId }
  return (
    <Anchor
      fw={600}
      className="nf-domain-name"
      renderRoot={(props) =>
        leased ? (
          <Link {...props} to="/sales/leased/$transactionId/details" params={params} />
        ) : (
          <Link {...props} to="/sales/$transactionId/details" params={params} />
        )
      }
    >
      {row.domain}
    </Anchor>
  )
}

export function PayoutLink({
  transactionId,
  payoutId,
  children,
}: {
  transactionId: string
  payoutId: string
  children: ReactNode
}) {
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link
          {...props}
          to="/sales/$transactionId/payouts/$payoutId"
          params={{ transactionId, payoutId }}
        />
      )}
    >
      {children}
    </Anchor>
  )
}

/** A link to an invoice: "Invoice" unless told otherwise, named for its domain when given. */
export function InvoiceLink({
  transactionId,
  invoiceId,
  domain,
  children = <FormattedMessage id="sales.column.invoice" />,
}: {
  transactionId: string
  invoiceId: string
  domain?: string
  children?: ReactNode
}) {
  const intl = useIntl()
  return (
    <Anchor
      size="sm"
      renderRoot={(props) => (
        <Link
          {...props}
          to="/sales/$transactionId/invoices/$invoiceId"
          params={{ transactionId, invoiceId }}
        />
      )}
      aria-label={
        domain === undefined
          ? undefined
          : intl.formatMessage({ id: 'sales.invoiceFor' }, { domain })
      }
    >
      {children}
    </Anchor>
  )
}

/** An empty sold or leased list: what it will hold, and the way to the portfolio. */
export function SalesEmptyState({ list }: { list: 'sold' | 'leased' }) {
  const ids =
    list === 'sold'
      ? ({
          title: 'sales.empty.title',
          action: 'sales.empty.action',
          body: 'sales.empty.body',
        } as const)
      : ({
          title: 'sales.leased.empty.title',
          action: 'sales.leased.empty.action',
          body: 'sales.leased.empty.body',
        } as const)
  return (
    <EmptyState
      title={<FormattedMessage id={ids.title} />}
      action={
        <Button variant="light" renderRoot={(props) => <Link {...props} to="/portfolio" />}>
          <FormattedMessage id={ids.action} />
        </Button>
      }
    >
      <FormattedMessage id={ids.body} />
    </EmptyState>
  )
}
