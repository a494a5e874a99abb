/**
 * en-US messages of the shell: what the portal layout, the public pages, growls and the
 * not-found page render before any feature's page is loaded (decision 1270). Keyed by the
 * spec's message keys where it names them (spec §8) and by `<area>.<thing>` otherwise.
 */
export default {
  'app.brand': 'Namefolio',
  'app.skipToContent': 'Skip to content',
  'app.toggleNavigation': 'Toggle navigation',
  'app.colorScheme.toggle': 'Switch between light and dark',
  'app.loading': 'Loading',

  'nav.label': 'Main',
  'nav.portfolio': 'Portfolio',
  'nav.account': 'Account',

  'userMenu.open': 'Open the account menu',
  // The visible name starts the button's name (WCAG 2.5.3, label in name).
  'userMenu.openFor': '{name}: open the account menu',
  'userMenu.account': 'Account',
  'userMenu.signOut': 'Sign out',

  'common.success': 'Success',
  'common.error': 'Error',
  'common.warning': 'Warning',
  'common.retry': 'Try again',
  'geo.loadError': 'The list of countries could not be loaded. Reload the page to try again.',
  'common.error.unknown': 'Something went wrong. Please try again.',
  'common.error.network': 'We could not reach Namefolio. Check your connection and try again.',
  'common.error.timeout': 'Namefolio took too long to answer. Please try again.',
  'common.empty': '--',

  'notFound.title': 'Page not found',
  'notFound.body': 'There is no page at {path}. Check the address, or go back to your portfolio.',
  'notFound.toPortfolio': 'Go to your portfolio',

  'pager.range': '{start}–{end} of {total}',
  'pager.label': 'Pages',
  'pager.first': 'First page',
  'pager.previous': 'Previous page',
  'pager.next': 'Next page',
  'pager.last': 'Last page',
  // Short enough for four buttons in one row on a phone; the names above are the accessible ones.
  'pager.first.short': '« First',
  'pager.previous.short': '‹ Previous',
  'pager.next.short': 'Next ›',
  'pager.last.short': 'Last »',

  // From the account-defaults catalog: the shell renders these on every page.
  'nav.accountDefaults': 'Listing defaults',

  // From the account-standing catalog: the shell renders these on every page.
  // Navigation and page titles.
  'nav.boost': 'Boost',
  'nav.membership': 'Membership plan',

  // What's new (decision 1024).
  'whatsNew.button': "What's new",
  'whatsNew.buttonUnread':
    "What's new, {count, plural, one {# unread note} other {# unread notes}}",
  'whatsNew.title': "What's new",
  'whatsNew.new': 'New',
  'whatsNew.tryIt': 'Try it',
  'whatsNew.tryItLabel': 'Try it: {title}',
  'whatsNew.error': 'The release notes could not be loaded.',
  'whatsNew.empty': 'No release notes yet.',

  // From the account catalog: the shell renders these on every page.
  'notifications.title': 'Notifications',
  'notifications.markAllRead': 'Mark all read',
  'notifications.seeAll': 'See all notifications',
  'notifications.empty': 'Nothing new. Offers and messages on your negotiations show up here.',
  'notifications.unread': 'Unread',
  'notifications.kind.offer': 'New offer on {domain}',
  'notifications.kind.counterOffer': 'Counter-offer on {domain}',
  'notifications.kind.message': 'New message about {domain}',
  'notifications.kind.accepted': 'Price agreed for {domain}',
  'notifications.kind.declined': 'Offer declined on {domain}',
  'notifications.kind.expired': 'An offer on {domain} expired',
  'notifications.kind.paymentDue': 'Reminder: pay for {domain}',
  'notifications.kind.paymentWindowClosed': 'The agreement on {domain} ended unpaid',
  'notifications.kind.domainApproved': '{domain} was approved and is listed',
  'notifications.kind.domainRejected': '{domain} was not approved',
  'notifications.note': 'Note from our team: {note}',
  'notifications.payBy': 'pay by {deadline}',
  'notifications.waitingUntil': 'waiting for the buyer’s payment until {deadline}',
  'notifications.pay': 'Pay {amount}',
  'nav.notifications': 'Notifications',
  'nav.privacy': 'Privacy',

  // From the add-domains catalog: the shell renders these on every page.
  'nav.addDomains': 'Add domains',

  // From the identity catalog: the shell renders these on every page.
  'nav.security': 'Security',
  'security.title': 'Account security',
  'tokens.title': 'API tokens',

  // From the in-use-guard catalog: the shell renders these on every page.
  'waiting.kind.buyNowPaused': 'Buy now is paused on {domain}: a website was detected',

  // From the leads catalog: the shell renders these on every page.
  'nav.leads': 'Leads',
  'nav.negotiations': 'Negotiations',
  'nav.offers': 'Offers',
  'leads.pay.outcome.PAID': 'Paid',
  'leads.pay.outcome.WINDOW_CLOSED': 'Payment window closed',

  // From the parking catalog: the shell renders these on every page.
  'nav.parking': 'Parking',

  // From the partners catalog: the shell renders these on every page.
  'nav.adminPartners': 'Partners',
  'nav.adminTransactions': 'Transactions',
  'nav.adminHealth': 'Health',

  // From the admin-console catalog: the shell renders these on every page (issue 19).
  'nav.adminReview': 'Review queue',
  'nav.adminAccounts': 'Accounts',
  'nav.adminAudit': 'Audit log',
  'nav.adminSwitchboard': 'Switchboard',

  // From the portals catalog: the shell renders these on every page.
  'nav.adminHome': 'Admin console',
  'nav.brokerHome': 'Assigned leads',
  'nav.allLeads': 'All leads',
  'nav.buyerHome': 'Overview',

  'roles.name.seller': 'Seller',
  'roles.name.buyer': 'Buyer',
  'roles.name.broker': 'Broker',
  'roles.name.admin': 'Admin',
  'roles.switch.label': 'Use Namefolio as',
  'roles.required.home': 'Go to your home',
  'roles.required.title.seller': 'This page is for sellers',
  'roles.required.body.seller':
    'It shows a seller’s domains, sales and payouts. Your account does not sell on Namefolio.',
  'roles.required.title.buyer': 'This page is for buyers',
  'roles.required.body.buyer': 'It shows what you bought and the offers you made.',
  'roles.required.title.broker': 'This page is for brokers',
  'roles.required.body.broker': 'It shows the leads assigned to a broker.',
  'roles.required.title.admin': 'This page is for admins',
  'roles.required.body.admin': 'It holds the tools Namefolio’s admins use.',

  'waiting.title': 'Waiting for you',
  'notifications.bellWaiting':
    'Notifications, {unread, plural, =0 {none unread} other {# unread}}, {waiting, plural, =0 {nothing waiting} other {# waiting for you}}',
  'waiting.empty': 'Nothing waits for you right now.',
  'waiting.more': '{count, plural, one {# more item} other {# more items}} waiting',
  'waiting.error': 'What waits for you could not be loaded.',
  'waiting.kind.offerToAnswer': 'Answer the offer of {amount} for {domain}',
  'waiting.kind.authCodeToEnter': 'Enter the auth code for {domain}',
  'waiting.kind.counterToAnswer': 'The seller countered at {amount} for {domain}: answer it',
  'waiting.kind.agreedPriceToPay': 'Pay {amount} for {domain}: you agreed on this price',
  'waiting.kind.installmentLate': 'Your installment of {amount} for {domain} is late',
  'waiting.kind.leadToAnswer': 'Answer the buyer on {domain}',
  'waiting.kind.transferToConfirm': 'Confirm the transfer of {domain}',
  'waiting.since': 'since {date}',

  // From the portfolio catalog: the shell renders these on every page.
  'domain.resubmitListings.success':
    '{count, plural, one {# listing was} other {# listings were}} resubmitted for review.',
  'common.close': 'Close',

  // From the sales catalog: the shell renders these on every page.
  'nav.dashboard': 'Dashboard',
  'nav.sales': 'Sales',
  'nav.purchases': 'Purchases',
  'nav.payouts': 'Payouts and taxes',

  // From the support catalog: the shell renders these on every page.
  'nav.support': 'Support',
  'nav.adminSupport': 'Support cases',

  // From the webhooks catalog: the shell renders these on every page.
  'userMenu.webhooks': 'Webhooks',
} as const satisfies Record<string, string>
