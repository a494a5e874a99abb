/** Issue 24 (in-use guard). */
export default {
  'inUseGuard.paused.title': 'Buy now paused: site detected at {date} {time}',
  'inUseGuard.paused.body':
    'This domain started serving a website that is not your Namefolio lander, so we paused Buy now and lease to own: a name that is in use, sold elsewhere or taken over must not sell instantly. Buyers can still make offers.',
  'inUseGuard.paused.evidence': 'What we saw: {evidence}.',
  'inUseGuard.resume': 'Resume buy now',
  'inUseGuard.resume.title': 'Resume buy now for {domain}?',
  'inUseGuard.resume.body':
    'Buyers will be able to buy this domain instantly again. If the website is still there, the next check may pause buy now again.',
  'inUseGuard.resume.cancel': 'Keep paused',
  'inUseGuard.resumed': 'Buy now is back on for {domain}.',
  'inUseGuard.checkAgain': 'Check again now',
  'inUseGuard.check.stillInUse': '{domain} still serves a website: buy now stays paused.',
  'inUseGuard.check.clear': 'No website found on {domain} now. You can resume buy now.',
  'inUseGuard.banner.title':
    '{count, plural, one {Buy now paused on # domain} other {Buy now paused on # domains}}',
  'inUseGuard.banner.detectedAt': '— site detected at {date} {time}',
  'inUseGuard.banner.body':
    'A website that is not your lander was detected. Open a domain to resume buy now or check it again.',
  'inUseGuard.error.buyNowPaused':
    'Buy now is paused for this domain while the seller checks it. You can still make an offer.',
  'inUseGuard.error.notPaused': 'Buy now is not paused for this domain.',
  'inUseGuard.error.notListed': 'Only a domain listed with a buy-now price is checked.',
} as const
