/**
 * en-US messages of parking setup (issue 17, decisions 540, 541), spread into EN_US_MESSAGES:
 * the drawer the portfolio opens with `parkingSetup=1`, its statuses and the server's keys.
 */
export default {
  'parkingSetup.title': 'Parking setup',
  'parkingSetup.intro':
    'Parked domains show ads and earn from their clicks. Move domains to parking, point their DNS at us, then check that parking is live.',
  'parkingSetup.close': 'Close parking setup',
  'parkingSetup.loading': 'Loading parking setup',
  'parkingSetup.error': 'We could not load parking setup.',
  'parkingSetup.empty.title': 'No parked domains yet',
  'parkingSetup.empty.body':
    'Select domains in your portfolio and choose "Park domains" to move them to parking.',

  'parkingSetup.move.title': 'Move to parking',
  'parkingSetup.move.body':
    '{count, plural, one {# domain is} other {# domains are}} not parked yet. Parking replaces the sales lander with the cash parking page.',
  'parkingSetup.move.button': 'Move {count, plural, one {# domain} other {# domains}} to parking',
  'parkingSetup.move.confirmTitle':
    'Move {count, plural, one {# domain} other {# domains}} to parking?',
  'parkingSetup.move.confirmBody':
    'Their landers become the cash parking page: visitors see ads instead of your sales page. You can change the lander back in the portfolio.',
  'parkingSetup.move.confirm': 'Move to parking',
  'parkingSetup.move.done':
    '{count, plural, one {# domain was} other {# domains were}} moved to parking.',
  'parkingSetup.move.someRefused':
    '{count, plural, one {# domain was} other {# domains were}} moved to parking; {refused, plural, one {# was} other {# were}} refused.',

  'parkingSetup.dns.title': 'What to set at your registrar',
  'parkingSetup.dns.nameservers': 'Set these nameservers',
  'parkingSetup.dns.or': 'or, to keep your nameservers, add these records',
  'parkingSetup.dns.type': 'Type',
  'parkingSetup.dns.host': 'Host',
  'parkingSetup.dns.value': 'Value',
  'parkingSetup.dns.copy': 'Copy {value}',
  'parkingSetup.dns.copied': 'Copied',
  'parkingSetup.dns.copyShort': 'Copy',
  'parkingSetup.dns.recordsCaption': 'DNS records for parking',

  'parkingSetup.domains.title': 'Domains',
  'parkingSetup.domains.caption': 'Parking status of each domain',
  'parkingSetup.check.button': 'Check DNS now',
  'parkingSetup.check.progress': 'Checked {done} of {total}',
  'parkingSetup.check.done':
    'DNS checked: {live, plural, one {# domain is} other {# domains are}} live.',
  'parkingSetup.check.nothing': 'Move domains to parking before checking their DNS.',
  'parkingSetup.checkedAt': 'Checked {time}',
  'parkingSetup.neverChecked': 'Never checked',

  'parkingSetup.status.LIVE': 'Live',
  'parkingSetup.status.WAITING': 'Waiting for DNS',
  'parkingSetup.status.NOT_CHECKED': 'Not checked',
  'parkingSetup.status.NOT_PARKED': 'Not parked',

  'parkingSetup.problem.notParked': 'Not parked yet: move it to parking first.',
  'parkingSetup.problem.dnsElsewhere':
    'Its nameservers or records point somewhere else. Set the values above at your registrar.',
  'parkingSetup.problem.noRecords':
    'It has no nameservers or A records yet. Set the values above at your registrar.',
  'parkingSetup.problem.resolverFailed':
    'We could not reach DNS to check it. Nothing is wrong with your domain: try again later.',

  'parkingSetup.refused.title': 'Some domains were left out',
  'parkingSetup.refused.unknown': '{domain}: not in your portfolio.',
  'parkingSetup.refused.sold': '{domain}: sold, so it cannot be parked.',
  'parkingSetup.refused.leased': '{domain}: leased out, so it cannot be parked.',

  'portfolio.bulk.park': 'Park domains',
  'portfolio.bulk.parkTooMany': 'Select at most {max} domains to park at once.',
} as const
