/** Prices of new names and repricing by CSV (issue 15). */
export default {
  'addDomains.prices.title': 'Prices',
  'addDomains.prices.description':
    'New domains are listed for offers, with no buy-now price, until you set one. Set prices for all domains in the first row, or for one domain in its own row.',
  'addDomains.prices.caption':
    'Prices of the {count, plural, one {# domain} other {# domains}} to add',
  'addDomains.prices.column.listsAs': 'Listed as',
  'addDomains.prices.column.actions': 'Actions',
  'addDomains.prices.allRow': 'All domains',
  'addDomains.prices.input.all': '{price} for all domains',
  'addDomains.prices.input': '{price} of {domain}',
  'addDomains.prices.listsAs.makeOffer': 'Make offer',
  'addDomains.prices.listsAs.buyNow': 'Buy now {price}',
  'addDomains.prices.applyToAll': 'Apply to all',
  'addDomains.prices.applyToAll.confirmTitle': 'Apply the prices for all domains?',
  'addDomains.prices.applyToAll.confirmBody':
    'The prices you set for {count, plural, one {# domain} other {# domains}} will be replaced by the prices in the first row.',
  'addDomains.prices.applyToAll.cancel': 'Keep my prices',
  'addDomains.prices.resetShort': 'Reset',
  'addDomains.prices.reset': 'Reset the prices of {domain} to those for all domains',
  'addDomains.prices.invalid':
    'Some prices break the listing rules. Correct the fields shown; nothing has been added yet.',
} as const
