/** Updating names already held from a CSV, with its preview (issue 15). */
export default {
  'csvUpdate.mode.label': 'What should the file do?',
  'csvUpdate.mode.add': 'Add new names',
  'csvUpdate.mode.update': 'Update names I already have',
  'csvUpdate.upload.description':
    'Up to 1 GiB. You see what would change before anything is saved.',
  'csvUpdate.upload.columns':
    'Use a header row with a "domain" column and the columns to set: "buy now", "floor", "min bid", "lander", "leasing", "max lease period". Empty cells keep the current value; 0 removes a price.',
  'csvUpdate.upload.submit': 'Upload and preview',
  'csvUpdate.upload.clear': 'Remove the chosen file',
  'csvUpdate.preview.loading': 'Checking every row of the file…',
  'csvUpdate.preview.title': 'What this file would change',
  'csvUpdate.preview.empty': 'The file has no rows to apply.',
  'csvUpdate.preview.changed':
    '{count, plural, =0 {No name changes} one {# name changes} other {# names change}}',
  'csvUpdate.preview.unchanged': '{count, number} already as in the file',
  'csvUpdate.preview.refused': '{count, number} refused',
  'csvUpdate.preview.reasons': 'Why rows are refused',
  'csvUpdate.preview.reason': '{reason} ({count, plural, one {# row} other {# rows}})',
  'csvUpdate.preview.examples':
    '{count, plural, one {An example, before → after} other {# examples, before → after}}',
  'csvUpdate.preview.change': '{field}: {from} → {to}',
  'csvUpdate.preview.apply':
    '{count, plural, =0 {Nothing to apply} one {Apply to # name} other {Apply to # names}}',
  'csvUpdate.preview.discard': 'Discard this file',
  'csvUpdate.history.review': 'Review and apply',
  'csvUpdate.history.mode': 'Update',
  'csvUpdate.field.buynowPrice': 'Buy now',
  'csvUpdate.field.floorPrice': 'Floor',
  'csvUpdate.field.minbidPrice': 'Min bid',
  'csvUpdate.field.landerTemplate': 'Lander',
  'csvUpdate.field.leasingEnabled': 'Lease to own',
  'csvUpdate.field.maxLeasePeriod': 'Max lease period',
  'csvUpdate.value.none': 'none',
  'csvUpdate.value.yes': 'on',
  'csvUpdate.value.no': 'off',
  'csvUpdate.value.months': '{count, plural, one {# month} other {# months}}',
  'addDomains.upload.state.preview': 'Waiting for your review',
  'addDomains.upload.rowsUpdated': '{count, number} updated',
  'domains.upload.error.notInPortfolio': 'This domain is not in your portfolio.',
  'domains.upload.error.notEditable': 'This domain is sold or leased: its listing cannot change.',
  'domains.upload.error.landerTemplate':
    'Unknown lander: use PRICE_FORM, BUY_NOW, CASH_PARKING, LEASE_TO_OWN or CUSTOM_LANDER.',
  'domains.upload.error.leasing': 'Leasing must be yes or no.',
  'domains.upload.error.leasePeriod': 'The max lease period must be a whole number of months.',
  'domains.upload.error.nothingToSet':
    'To update names, the file needs a column to set: buy now, floor, min bid, lander, leasing or max lease period.',
  'domains.upload.error.mode': 'Choose whether the file adds names or updates them.',
} as const
