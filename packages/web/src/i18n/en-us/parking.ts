/**
 * en-US messages of cash parking (issue 17), spread into EN_US_MESSAGES: the /parking report,
 * a domain's drill-down and the parking figures of the portfolio's Parked view.
 */
export default {
  'parking.title': 'Parking',
  'parking.subtitle': 'What your parked domains earn from ads, day by day.',
  'parking.range.label': 'Date range',
  'parking.range.last7': 'Last 7 days',
  'parking.range.last30': 'Last 30 days',
  'parking.range.last90': 'Last 90 days',
  'parking.range.custom': 'Custom',
  'parking.range.from': 'Start date',
  'parking.range.to': 'End date',
  'parking.range.showing': '{from} – {to} (UTC days)',
  'parking.range.error.order': 'The start date must be on or before the end date.',
  'parking.range.error.tooLong': 'Choose a range of at most two years.',

  'parking.figure.pageViewCount': 'Page views',
  'parking.figure.visitCount': 'Visits',
  'parking.figure.adClickCount': 'Ad clicks',
  'parking.figure.clickThroughRate': 'CTR',
  'parking.figure.revenue': 'Revenue',
  'parking.figure.revenuePerClick': 'Revenue per click',
  'parking.figure.revenuePer1kImpressions': 'RPM',
  'parking.figure.revenuePer1kImpressions.long': 'Revenue per 1,000 impressions',
  'parking.totals.label': 'Totals for the range',

  'parking.chart.title': 'Revenue and visits per day',
  'parking.chart.label': 'Chart of revenue and visits per day, {from} to {to}',
  'parking.chart.table': 'Revenue and visits per day',
  'parking.chart.day': 'Day',
  'parking.chart.summary':
    '{days} days: {revenue} revenue in total, {visits} visits; the best day was {bestDay} with {bestRevenue}.',

  'parking.table.caption': 'Parked domains and their figures for the range',
  'parking.column.domain': 'Domain',
  'parking.column.drid': 'Parking ID (drid)',
  'parking.sort.label': 'Sort by',
  'parking.sort.none': 'No sort (by name)',
  'parking.sort.option': '{column}, {order, select, asc {ascending} other {descending}}',
  'parking.search.label': 'Search parked domains',
  'parking.search.placeholder': 'Search domains',
  'parking.export': 'Export CSV',
  'parking.export.label': 'Export the figures of {from} to {to} as CSV',
  'parking.noMatch.title': 'No parked domain matches',
  'parking.noMatch.body': 'Try other words, or clear the search.',
  'parking.empty.title': 'No parked domains yet',
  'parking.empty.body':
    'Park domains you are not selling right now and they earn from ads while they wait.',
  'parking.empty.action': 'Set up parking',
  'parking.error.load': 'We could not load your parking figures.',
  'parking.error.range': 'That date range cannot be shown.',

  'parking.domain.title': 'Parking: {domain}',
  'parking.domain.back': 'All parked domains',
  'parking.domain.breadcrumbs': 'Where you are',
  'parking.domain.status': 'Parking',
  'parking.domain.parked': 'Parked',
  'parking.domain.notParked': 'Not parked',
  'parking.domain.drid': 'Parking ID (drid)',
  'parking.domain.lander': 'Parked page',
  'parking.domain.notFound.title': 'Domain not found',
  'parking.domain.notFound.body':
    'There are no parking figures for {domain} in your account. Check the name, or go back to the list.',

  'parking.parked.last7': '(last 7 days)',
} as const
