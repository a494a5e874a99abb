/** Role portals, the buyer's home, the broker's and the admin's (issue 13). */
export default {
  'buyerHome.title': 'Your purchases and offers',
  'buyerHome.subtitle': 'What you bought, what you lease to own, and the offers you made.',
  'buyerHome.purchases': 'Purchases',
  'buyerHome.offers': 'Offers you made',
  'buyerHome.allPurchases': 'See all purchases',
  'buyerHome.allOffers': 'See all offers and negotiations',
  'buyerHome.findDomain': 'Find a domain',

  'purchases.transfer.AWAITING_AUTH_CODE': 'Waiting for the seller’s auth code',
  'purchases.transfer.AWAITING_TRANSFER_OWNERSHIP': 'Waiting for the seller to push the domain',
  'purchases.transfer.PENDING_TRANSFER': 'Auth code sent: transfer being confirmed',
  'purchases.transfer.CONFIRMED_TRANSFER': 'Transfer confirmed',
  'purchases.transfer.LTO_PAYOUTS_COMPLETE': 'Paid off: the domain is yours',
  'purchases.transfer.CANCEL_REQUESTED': 'Cancellation requested',
  'purchases.transfer.CANCELLED': 'Cancelled',
  'purchases.transfer.other': 'In progress',
  'purchases.openLease': 'Open the lease of {domain}',
  'purchases.receipt': 'Receipt',
  'purchases.receiptFor': 'Receipt for {domain}',

  'lease.back': 'Your purchases',
  'lease.title': 'Lease to own: {domain}',
  'lease.summary': '{paid} of {total} installments paid · {price} over {months} months',
  'lease.schedule': 'Installments',
  'lease.column.seq': 'No.',
  'lease.column.due': 'Due',
  'lease.column.amount': 'Amount',
  'lease.column.status': 'Status',
  'lease.column.receipt': 'Receipt',
  'lease.status.PAID': 'Paid',
  'lease.status.SCHEDULED': 'Scheduled',
  'lease.status.LATE': 'Late',
  'lease.status.CANCELLED': 'Cancelled',
  'lease.receiptFor': 'Receipt for installment {seq}',
  'lease.payNext': 'Pay next installment ({amount})',
  'lease.payNext.title': 'Pay installment {seq} now?',
  'lease.payNext.question':
    '{amount} is charged to the card you leased {domain} with. The installment after it keeps its date.',
  'lease.payNext.confirm': 'Pay {amount}',
  'lease.payNext.done': 'Installment {seq} is paid. Your receipt is in the list.',
  'lease.payNext.declined':
    'The card was declined. Nothing was charged; try again or pay off later.',
  'lease.payNext.failed': 'The payment did not go through. Nothing was charged twice; try again.',
  'lease.notRunning': 'This lease is not running: nothing is due.',
  'lease.error': 'This lease could not be loaded.',
  'lease.sandbox': 'Sandbox payments: no real card is charged.',

  'brokerHome.title': 'Leads assigned to you',
  'brokerHome.subtitle':
    'Negotiate for the sellers who chose you. The buyer waits for your answer.',

  'adminHome.title': 'Admin console',
  'adminHome.subtitle':
    'Every part of the console, with what waits there, and the tools admins use most.',
  'adminHome.transfers.title': 'Transfer confirmations',
  'adminHome.transfers.body':
    'Sellers send auth codes; an admin confirms each transfer, or rejects a code that did not work.',
  'adminHome.transfers.toConfirm':
    '{count, plural, =0 {No transfer} one {# transfer} other {# transfers}} to confirm',
  'adminHome.transfers.awaiting':
    '{count, plural, =0 {no sale} one {# sale} other {# sales}} waiting for an auth code',
  'adminHome.transfers.open': 'Open transfer confirmations',
  'adminHome.payments.title': 'Payment reconciliation',
  'adminHome.payments.body':
    'Orders whose charge got no answer (a crash, a timeout) are settled against the payment provider: paid ones complete, the others fail.',
  'adminHome.payments.open':
    '{count, plural, =0 {No order} one {# order} other {# orders}} without an answer',
  'adminHome.payments.oldest': 'oldest from {date}',
  'adminHome.payments.reconcile': 'Reconcile payments now',
  'adminHome.payments.done': 'Reconciled: {completed} completed, {failed} failed.',
  'adminHome.payments.failed': 'The reconciliation did not run. Try again.',
  'adminHome.leads.title': 'Every lead',
  'adminHome.leads.body': 'Read any negotiation, and act on the seller’s side when support asks.',
  'adminHome.leads.open': 'Open all leads',
  'adminHome.error': 'The admin counts could not be loaded.',
} as const satisfies Record<string, string>
