/** Issue 24 (offer rules). */
export default {
  'offerRules.tab': 'Offer rules',
  'offerRules.page.title': 'Offer rules',
  'offerRules.page.subtitle':
    'Answer offers automatically: accept, counter or decline by your prices, day and night.',
  'offerRules.page.intro':
    'A rule answers each offer as it arrives, within your floor and minimum bid. A domain’s own rule replaces this portfolio rule on that domain.',
  'offerRules.portfolio.title': 'Portfolio rule',
  'offerRules.portfolio.none': 'No portfolio rule yet: every offer waits for your answer.',
  'offerRules.portfolio.create': 'Set up a portfolio rule',
  'offerRules.domains.title': 'Domain rules',
  'offerRules.domains.none':
    'No domain has its own rule. Set one from a domain’s page, under Offer rules.',
  'offerRules.domains.open': 'Open {domain}',
  'offerRules.error.load': 'We could not load your offer rules. Try again in a moment.',
  'offerRules.error.save': 'We could not save the rule. Your entries are still here: try again.',
  'offerRules.error.field': 'This value is not valid.',
  'offerRules.saved': 'Offer rule saved.',
  'offerRules.pausedGrowl': 'Offer rule paused: offers wait for you.',
  'offerRules.resumedGrowl': 'Offer rule on again.',
  'offerRules.deleted': 'Offer rule deleted.',

  // The rule in words
  'offerRules.summary.accept': 'Accept offers of {amount} or more',
  'offerRules.summary.counterPrice': 'Counter other offers with {amount}',
  'offerRules.summary.counterPercent': 'Counter other offers with {percent}% of the buy-now price',
  'offerRules.summary.decline': 'Decline offers below {amount}',
  'offerRules.summary.reply': 'Reply: “{text}”',
  'offerRules.summary.noReply': 'No reply message',
  'offerRules.status.active': 'Active',
  'offerRules.status.paused': 'Paused',
  'offerRules.toggle': 'Rule on',
  'offerRules.edit': 'Edit rule',
  'offerRules.delete': 'Delete rule',
  'offerRules.delete.title': 'Delete this offer rule?',
  'offerRules.delete.body':
    'Offers will no longer be answered automatically by this rule. Answers it already gave stay in each lead’s history.',
  'offerRules.delete.domainBody':
    'Offers on {domain} will be answered by your portfolio rule, if you have one.',
  'offerRules.cancel': 'Cancel',

  // The form
  'offerRules.form.title.portfolio': 'Portfolio rule',
  'offerRules.form.title.domain': 'Rule for {domain}',
  'offerRules.form.accept': 'Accept at or above',
  'offerRules.form.accept.hint':
    'Offers at this price or more are accepted (never below your floor).',
  'offerRules.form.counter': 'Counter-offer',
  'offerRules.form.counter.none': 'Don’t counter',
  'offerRules.form.counter.price': 'A price',
  'offerRules.form.counter.percent': '% of buy now',
  'offerRules.form.counterPrice': 'Counter with',
  'offerRules.form.counterPercent': 'Percent of the buy-now price',
  'offerRules.form.counter.hint':
    'Offers between your decline and accept prices get this counter, kept between your floor and buy-now price.',
  'offerRules.form.decline': 'Decline below',
  'offerRules.form.decline.hint': 'Offers under this price are declined.',
  'offerRules.form.template': 'Reply to the buyer',
  'offerRules.form.template.hint': 'Sent with each automatic answer. Leave empty to send none.',
  'offerRules.form.paused': 'Save the rule paused',
  'offerRules.form.save': 'Save rule',

  // Validation (the API's message keys, issue 24)
  'offerRules.price.invalid': 'Enter a whole-dollar price from $1 up to $49,999,999.',
  'offerRules.counter.percent.invalid': 'Enter a percent from 1 to 100.',
  'offerRules.counter.invalid': 'Choose how to counter.',
  'offerRules.action.required': 'Set at least one of accept, counter or decline.',
  'offerRules.decline.compare': 'The decline price must not be above the accept price.',
  'offerRules.counter.compare': 'The counter price must be between the decline and accept prices.',
  'offerRules.template.tooLong': 'Keep the reply under 1,000 characters.',
  'offerRules.domain.invalid': 'Enter a domain name.',
  'offerRules.domain.notFound': 'This domain is not in your portfolio.',

  // The domain page
  'offerRules.domain.title': 'Offer rules',
  'offerRules.domain.own': 'This domain has its own rule.',
  'offerRules.domain.usesPortfolio': 'This domain uses your portfolio rule.',
  'offerRules.domain.ownPausedOverride':
    'While this domain’s rule is paused, offers on it wait for you (the portfolio rule does not step in).',
  'offerRules.domain.noRule': 'No rule answers offers on this domain: each waits for you.',
  'offerRules.domain.create': 'Set a rule for this domain',
  'offerRules.domain.manage': 'Manage your portfolio rule',

  // The lead's timeline
  'offerRules.activity.SellerOffer.seller': 'Countered {amount} automatically by your offer rule',
  'offerRules.activity.SellerOfferAccept.seller':
    'Accepted {amount} automatically by your offer rule',
  'offerRules.activity.SellerOfferDecline.seller':
    'Declined {amount} automatically by your offer rule',
  'offerRules.activity.SellerOffer.other':
    'Countered {amount} automatically by the seller’s offer rule',
  'offerRules.activity.SellerOfferAccept.other':
    'Accepted {amount} automatically by the seller’s offer rule',
  'offerRules.activity.SellerOfferDecline.other':
    'Declined {amount} automatically by the seller’s offer rule',
  'offerRules.activity.manage': 'Manage offer rules',
} as const
