/** Per-view columns, the column chooser and saved views (issue 15). */
export default {
  'portfolio.column.fastTransfer': 'Fast transfer',
  'portfolio.column.tld': 'TLD',
  'portfolio.column.featured': 'Featured',
  'portfolio.column.hidden': 'Hidden',
  'portfolio.column.marketplaceNameserver': 'Our nameservers',
  'portfolio.column.registrar': 'Registrar',
  'portfolio.column.pricePaid': 'Price paid',
  'portfolio.column.transferStatus': 'Transfer',
  'portfolio.fact.yes': 'Yes',
  'portfolio.fact.no': 'No',
  'portfolio.fastTransfer.yes': 'Yes',
  'portfolio.fastTransfer.no': 'No',
  'portfolio.fastTransfer.notEligible': 'Not eligible',
  'portfolio.fastTransfer.awaitingOptIn': 'Awaiting opt-in',
  'portfolio.fastTransfer.reason.ACTIVE': 'Buyers get this domain within minutes.',
  'portfolio.fastTransfer.reason.PENDING_REVIEW': 'We are checking this domain for fast transfer.',
  'portfolio.fastTransfer.reason.AWAITING_OPT_IN':
    'Opt in at your registrar so buyers get this domain within minutes.',
  'portfolio.fastTransfer.reason.INELIGIBLE_REGISTRAR':
    'Its registrar does not take part in fast transfer.',
  'portfolio.fastTransfer.reason.INELIGIBLE_TLD': 'Fast transfer is not offered for this TLD.',
  'portfolio.fastTransfer.reason.INACTIVE': 'The domain is not listed, so it cannot transfer fast.',
  'portfolio.fastTransfer.reason.INACTIVE_BUY_NOW_MISSING':
    'Set a buy-now price to make this domain eligible for fast transfer.',
  'portfolio.fastTransfer.reason.INACTIVE_BUY_NOW_HIGH':
    'Its buy-now price is above the fast-transfer limit.',
  'portfolio.customList.syncError': 'Custom list sync failed',
  'portfolio.customList.needsSync': 'Custom list not synced yet',
  'portfolio.columns.button': 'Columns',
  'portfolio.columns.label': 'Columns to show in {view}',
  'portfolio.columns.reset': 'Back to the defaults',
  'portfolio.columns.saveError': 'Your column choice could not be saved. Try again.',
  'portfolio.columns.error.unknownColumn': 'This view has no such column.',
  'portfolio.columns.error.unknownView': 'There is no such portfolio view.',
  'portfolio.columns.error.duplicate': 'A column is listed twice.',
  'portfolio.columns.error.tooMany': 'Too many columns.',
} as const
