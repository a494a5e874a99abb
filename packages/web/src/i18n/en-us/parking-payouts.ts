/** The "Parking earnings" panel of the payouts page (issue 17, decision 533). */
export default {
  'parkingPayouts.title': 'Parking earnings',
  'parkingPayouts.months': 'Parking earnings by month',
  'parkingPayouts.schedule': 'Paid monthly, after the month closes',
  'parkingPayouts.carried': 'Balance carried',
  'parkingPayouts.minimum': 'Minimum payout',
  'parkingPayouts.share': 'Your share of ad clicks',
  'parkingPayouts.paidTo':
    'Parking payouts go to {account} ({method}). The running month closes on {date}.',
  'parking.payout.noAccount':
    'Add a payout account above: until then your parking earnings carry over.',
  'parking.payout.noTaxProfile':
    'Complete your tax details on the Taxes tab: until then your parking earnings carry over.',
  'parkingPayouts.column.month': 'Month',
  'parkingPayouts.column.revenue': 'Parking revenue',
  'parkingPayouts.column.status': 'Status',
  'parkingPayouts.column.paidAt': 'Paid on',
  'parkingPayouts.status.OPEN': 'In progress',
  'parkingPayouts.status.CARRIED': 'Carried over',
  'parkingPayouts.status.SCHEDULED': 'Payout scheduled',
  'parkingPayouts.status.PAID': 'Paid',
  'parkingPayouts.empty.title': 'No parking earnings yet',
  'parkingPayouts.empty.body':
    'Park domains to earn from ad clicks; each month’s revenue shows here.',
  'parkingPayouts.error.load': 'Your parking earnings could not be loaded.',
} as const satisfies Record<string, string>
