/** Portfolio export and the deal columns of Sold, Leased and Purchases (issue 15). */
export default {
  'portfolio.export.button': 'Export CSV',
  'portfolio.export.label':
    'Export every domain of this view, filter and sort as a CSV file (all columns)',
  'portfolio.export.started':
    'Export started: your browser saves the CSV file as it arrives. Large portfolios take a minute.',
} as const
