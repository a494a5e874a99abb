/** Default lander, lease-to-own defaults and ownership verification pages (issue 18). */
export default {
  'accountDefaults.tab.label': 'Listing defaults',
  'accountDefaults.tab.lander': 'Default lander',
  'accountDefaults.tab.lto': 'Lease to own',
  'accountDefaults.tab.ownership': 'Ownership',
  'accountDefaults.loading': 'Loading…',
  'accountDefaults.discard': 'Discard changes',
  'accountDefaults.error.load': 'We could not load these settings. Try again in a moment.',
  'accountDefaults.error.save':
    'We could not save your changes. Your entries are still here: try again.',
  'accountDefaults.error.check': 'We could not check ownership right now. Try again in a moment.',
  'accountDefaults.error.field': 'This value is not valid.',
  'account.lander.error.customColor': 'Enter a hex colour such as #1553C7.',

  // /account/lander
  'accountDefaults.lander.title': 'Default lander',
  'accountDefaults.lander.subtitle':
    'Every domain you add from now on gets this lander, these prices and this look.',
  'accountDefaults.lander.intro':
    'Domains already in your portfolio keep their own settings. You can still change the template and prices while adding domains.',
  'accountDefaults.lander.templateTitle': 'Lander',
  'accountDefaults.lander.template': 'Lander template',
  'accountDefaults.lander.pricesTitle': 'Default prices',
  'accountDefaults.lander.noBuyNow': 'No buy-now price',
  'accountDefaults.lander.noBuyNowHint':
    'New domains are listed without a price and buyers make offers.',
  'accountDefaults.lander.buyNow': 'Buy-now price',
  'accountDefaults.lander.floor': 'Floor price',
  'accountDefaults.lander.minBid': 'Minimum bid',
  'accountDefaults.lander.lookTitle': 'Look',
  'accountDefaults.lander.colourOnlyFor':
    'The background colour shows on the lease-to-own and custom landers; this template uses the automatic colours.',
  'accountDefaults.lander.theme': 'Background',
  'accountDefaults.lander.font': 'Text colour',
  'accountDefaults.lander.customColour': 'Custom colour (hex)',
  'accountDefaults.lander.customColourHint': 'For example #1553C7.',
  'accountDefaults.lander.optionsTitle': 'Custom lander options',
  'accountDefaults.lander.optionsHint':
    'What the custom lander offers buyers. Combinations without buy now fall back to buy now and lease to own.',
  'accountDefaults.lander.showLanderBuyNowOption': 'Buy now',
  'accountDefaults.lander.showLanderLeaseToOwnOption': 'Lease to own',
  'accountDefaults.lander.showLanderMakeOfferOption': 'Make an offer',
  'accountDefaults.lander.mode': 'Buyers will see: {mode}',
  'accountDefaults.offerMode.buyNowOnly': 'buy now only',
  'accountDefaults.offerMode.buyNowAndLTO': 'buy now and lease to own',
  'accountDefaults.offerMode.buyNowLTOAndMakeOffer': 'buy now, lease to own and make an offer',
  'accountDefaults.offerMode.buyNowAndMakeOffer': 'buy now and make an offer',
  'accountDefaults.offerMode.makeOfferOnly': 'make an offer only',
  'accountDefaults.lander.save': 'Save default lander',
  'accountDefaults.lander.saved': 'Default lander saved. Domains you add from now on get it.',
  'accountDefaults.preview.title': 'Preview',
  'accountDefaults.preview.forSale': 'This domain is for sale',
  'accountDefaults.preview.parked': 'Parked domain',
  'accountDefaults.preview.headlineBuy': 'Own it today. Secure checkout, fast transfer.',
  'accountDefaults.preview.headlineOffer':
    'The owner is taking offers. Tell them what it is worth to you.',
  'accountDefaults.preview.buyNow': 'Buy now',
  'accountDefaults.preview.lease': 'Lease to own from {monthly} a month for up to {months} months',
  'accountDefaults.preview.offer': 'Make an offer',
  'accountDefaults.preview.caption':
    'An example name with your unsaved settings: {template} lander, {theme} background.',

  // /account/lto
  'accountDefaults.lto.title': 'Lease to own',
  'accountDefaults.lto.subtitle':
    'Let buyers pay for your domains in monthly installments and own them at the end.',
  'accountDefaults.lto.intro':
    'These defaults apply to domains you add from now on; each domain can be changed in your portfolio.',
  'accountDefaults.lto.price': 'Your default buy-now price is {price}.',
  'accountDefaults.lto.needsPrice':
    'Lease to own needs a buy-now price between ${min, number} and ${max, number}. <link>Set a default buy-now price</link> first.',
  'accountDefaults.lto.enabled': 'Offer lease to own on new listings',
  'accountDefaults.lto.enabledHint':
    'Buyers can choose monthly payments on the lander of each new domain.',
  'accountDefaults.lto.maxPeriod': 'Longest lease (months)',
  'accountDefaults.lto.maxPeriodHint':
    'Buyers choose {min} to {max} months at your default price (at least $25 a month).',
  'accountDefaults.lto.example':
    'Example: a {price} domain leased over {months} months costs the buyer {total} in total ({markup}% markup), {monthly} a month. Your commission is {discount}% lower on this lease.',
  'accountDefaults.lto.save': 'Save lease-to-own defaults',
  'accountDefaults.lto.saved': 'Lease-to-own defaults saved.',
  'accountDefaults.lto.tiersTitle': 'How lease pricing works',
  'accountDefaults.lto.tiersIntro':
    'Longer leases cost the buyer more, and you pay less commission on them.',
  'accountDefaults.lto.tiers.caption':
    'Monthly payments for a {price} domain at the longest term of each tier that this price allows.',
  'accountDefaults.lto.tiers.months': 'Lease length',
  'accountDefaults.lto.tiers.markup': 'Buyer pays extra',
  'accountDefaults.lto.tiers.discount': 'Your commission discount',
  'accountDefaults.lto.tiers.monthly': 'Example monthly payment',
  'accountDefaults.lto.tiers.range': '{min}–{max} months',
  'accountDefaults.lto.tiers.quote': '{monthly} × {months}',
  'accountDefaults.lto.tiers.tooLong': 'Too long for this price',
  'accountDefaults.lto.graceTitle': 'Missed payments',
  'accountDefaults.lto.grace':
    'If a buyer misses an installment, we remind them and try again. When it is still unpaid {days} days after its due date, the lease ends: the domain stays yours and you keep what was paid.',

  // /account/ownership
  'accountDefaults.ownership.title': 'Ownership',
  'accountDefaults.ownership.subtitle':
    'Prove that you own your domains, and see which ones are waiting for proof.',
  'accountDefaults.ownership.summary.underReview': 'In ownership review',
  'accountDefaults.ownership.summary.pending': 'Waiting for proof',
  'accountDefaults.ownership.summary.verified': 'Verified',
  'accountDefaults.ownership.summary.expired': 'Expired',
  'accountDefaults.ownership.review.title': 'Domains in ownership review',
  'accountDefaults.ownership.review.what':
    'We could not confirm that you own these domains, so their listings are paused: buyers cannot see them until ownership is confirmed.',
  'accountDefaults.ownership.review.todo': 'What to do:',
  'accountDefaults.ownership.review.step1':
    'Add your verification TXT record (below) at the domain or point its nameservers at ours.',
  'accountDefaults.ownership.review.step2':
    'Wait until the record is visible in DNS; this can take up to an hour.',
  'accountDefaults.ownership.review.step3':
    'Resubmit the listing from your portfolio. Our team confirms it, usually within one business day.',
  'accountDefaults.ownership.review.emptyTitle': 'No domains in ownership review',
  'accountDefaults.ownership.review.emptyBody':
    'All your listings have passed the ownership check.',
  'accountDefaults.ownership.record.title': 'Your verification record',
  'accountDefaults.ownership.record.txtMethod': 'TXT record',
  'accountDefaults.ownership.record.txt': 'Add this TXT record in your DNS:',
  'accountDefaults.ownership.record.hosts':
    'It may go at the domain itself or its subdomain: {hosts}.',
  'accountDefaults.ownership.record.copy': 'Copy',
  'accountDefaults.ownership.record.copied': 'Copied',
  'accountDefaults.ownership.record.nsMethod': 'Nameservers',
  'accountDefaults.ownership.record.ns': 'Or point every nameserver of the domain at ours:',
  'accountDefaults.ownership.record.timing':
    'We check waiting domains automatically, more rarely as time goes by, for 14 days. Use "Check now" once your record is in place.',
  'accountDefaults.ownership.claims.title': 'Ownership checks',
  'accountDefaults.ownership.claims.intro':
    'Domains you added that need proof of ownership before they join your portfolio.',
  'accountDefaults.ownership.claims.filter': 'Show checks',
  'accountDefaults.ownership.claims.filter.ALL': 'All',
  'accountDefaults.ownership.claims.filter.PENDING': 'Waiting',
  'accountDefaults.ownership.claims.filter.VERIFIED': 'Verified',
  'accountDefaults.ownership.claims.filter.EXPIRED': 'Expired',
  'accountDefaults.ownership.claims.emptyTitle': 'No ownership checks here',
  'accountDefaults.ownership.claims.emptyBody':
    'When a domain you add needs proof of ownership, it is listed here until it is verified.',
  'accountDefaults.ownership.column.domain': 'Domain',
  'accountDefaults.ownership.column.since': 'Last changed',
  'accountDefaults.ownership.column.state': 'State',
  'accountDefaults.ownership.column.lastResult': 'Last check',
  'accountDefaults.ownership.column.nextCheck': 'Next automatic check',
  'accountDefaults.ownership.column.action': 'Action',
  'accountDefaults.ownership.check.now': 'Check now',
  'accountDefaults.ownership.check.one': 'Check ownership of {domain} now',
  'accountDefaults.ownership.check.page': 'Check all {count} waiting on this page',
  'accountDefaults.ownership.check.verified': '{domain} is verified and is now in your portfolio.',
  'accountDefaults.ownership.check.notYet': '{domain} is not verified yet: {result}.',
  'accountDefaults.ownership.check.many': '{verified} of {checked} domains are now verified.',
} as const
