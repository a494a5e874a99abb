/** Boost, discount domain club, partner status, approval states, release notes and linked accounts (issue 18). */
export default {
  'boost.title': 'Boost',
  'standing.title': 'Account standing',

  // /account/boost (decision 1020).
  'boost.intro':
    'A boost ranks your listings above equally relevant listings in marketplace search, bulk search and browsing. Each level adds to the commission of sales made while it is on; sales already made keep their rate.',
  'boost.error': 'Your boost settings could not be loaded. Reload the page to try again.',
  'boost.current': 'Current level',
  'boost.since': 'since {date}',
  'boost.commissionToday': 'Commission on a sale today',
  'boost.levelChoice': 'Boost level',
  'boost.level.STANDARD': 'Standard',
  'boost.level.BOOST': 'Boost',
  'boost.level.BOOST_PLUS': 'Boost Plus',
  'boost.level.BOOST_MAX': 'Boost Max',
  'boost.placement.STANDARD': 'Ranked by relevance only.',
  'boost.placement.BOOST': 'Above Standard listings of equal relevance.',
  'boost.placement.BOOST_PLUS': 'Above Boost and Standard listings of equal relevance.',
  'boost.placement.BOOST_MAX': 'Above every lower level of equal relevance.',
  'boost.option.noSurcharge': 'No added commission · {commission} per sale',
  'boost.option.surcharge': '+{surcharge} commission · {commission} per sale',
  'boost.option.clubSurcharge':
    '+{surcharge} commission (club price, list +{listSurcharge}) · {commission} per sale',
  'boost.club':
    'As a Discount domain club member (Premium and Pro) you pay half the added commission.',
  'boost.notClub': 'Premium and Pro members pay half the added commission.',
  'boost.fees': 'Boost levels and fees',
  'boost.save': 'Save boost level',
  'boost.saved': 'Boost level saved. It applies to sales from now on.',
  'boost.saveFailed': 'The boost level was not saved. Your choice is kept: try again.',
  'boost.confirm.title': 'Raise your commission?',
  'boost.confirm.body':
    'Sales made from now on will pay {commission} commission instead of {current}. Sales already made keep their rate.',
  'boost.confirm.yes': 'Boost and raise to {commission}',
  'boost.confirm.no': 'Keep {current}',

  // Approval states of spec §4 (decision 1023).
  'approval.card.title': 'Seller approval',
  'approval.error': 'Your approval status could not be loaded. Reload the page to try again.',
  'approval.Approved.title': 'Your seller account is approved',
  'approval.Approved.body': 'Nothing to do: your listings are offered to buyers.',
  'approval.PendingApproval.title': 'We are reviewing your seller account',
  'approval.PendingApproval.body':
    'Reviews usually take up to two business days. You can add and price domains meanwhile.',
  'approval.VerificationRequired.title': 'We need to verify who you are',
  'approval.VerificationRequired.body':
    'Submit your tax details (legal name, address and tax ID). We compare them with your account to verify your identity before payouts.',
  'approval.VerificationRequired.action': 'Submit tax details',
  'approval.VerificationPending.title': 'We are checking your details',
  'approval.VerificationPending.body':
    'Thank you for your tax details. Checks usually take one business day; nothing else is needed from you.',
  'approval.NoStatus.title': 'Your seller account has not been reviewed yet',
  'approval.NoStatus.body':
    'Add a payout account so that we can review your account and pay you for sales.',
  'approval.NoStatus.action': 'Add a payout account',
  'approval.Suspended.title': 'Your seller account is suspended',
  'approval.Suspended.body': 'Contact support to find out why and how to restore it.',
  'approval.Disapproved.title': 'Your seller account was not approved',
  'approval.Disapproved.body': 'Contact support if you think this is a mistake.',

  // Partner status (decision 1022).
  'partner.card.title': 'Partner level',
  'partner.error': 'Your partner level could not be loaded. Reload the page to try again.',
  'partner.level': 'Level',
  'partner.level.NONE': 'Starter',
  'partner.expired': 'Your {plan} plan ended on {date}.',
  'partner.until': 'Until',
  'partner.noEnd': 'Renews monthly',
  'partner.planCommission': 'Plan commission',
  'partner.commissionToday': 'Your commission today',
  'partner.commissionWithBoost': '{commission} with {level}',
  'partner.boost': 'Boost',
  'partner.changeBoost': 'Change boost',
  'partner.next': '{plan} lowers the plan commission to {commission}.',
  'partner.top': 'You are at the top partner level.',
  'partner.compare': 'Compare partner levels',

  // Discount domain club (decision 1021).
  'club.card.title': 'Discount domain club',
  'club.error': 'Your club membership could not be loaded. Reload the page to try again.',
  'club.member': 'Member',
  'club.notMember': 'Not a member',
  'club.until': 'Member until {date}, with your plan.',
  'club.withPlan': 'Member as long as your plan runs.',
  'club.benefit': 'Members pay {pct}% less added commission for a boost.',
  'club.join': 'Included with the Premium and Pro plans.',

  // /account/link/success (decision 1025).
  'linkSuccess.title': 'Account linked',
  'linkSuccess.payout.title': 'Your payout account is linked',
  'linkSuccess.payout.body':
    'Your {provider} account is now linked. Payouts for your sales go to it from now on.',
  'linkSuccess.payout.bodyNoProvider':
    'Your payout account is now linked. Payouts for your sales go to it from now on.',
  'linkSuccess.payout.next': 'Payout settings',
  'linkSuccess.federation.title': 'Your sign-in is linked',
  'linkSuccess.federation.body': 'You can now sign in to Namefolio with {provider}.',
  'linkSuccess.federation.bodyNoProvider':
    'You can now sign in to Namefolio with your linked account.',
  'linkSuccess.federation.next': 'Sign-in settings',
  'linkSuccess.other.title': 'Your account is linked',
  'linkSuccess.other.body': 'The link is complete. You can close this page or go on below.',
  'linkSuccess.profile': 'Your account',
  'linkSuccess.portfolio': 'Your portfolio',
} as const
