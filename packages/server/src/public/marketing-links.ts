/**
 * The product's marketing pages (spec §2), each with the text of a link to it: the footer, the
 * marketing pages' own navigation and the sitemap list them from here.
 */
export const MARKETING_LINKS: readonly (readonly [path: string, text: string])[] = [
  ['/sell-domains', 'Sell domains'],
  ['/lease-to-own', 'Lease to own'],
  ['/domain-parking', 'Parking'],
  ['/domain-broker', 'Broker service'],
  ['/sales-landers', 'Sales landers'],
  ['/sales-acceleration', 'Sales acceleration'],
  ['/premium-partner-levels', 'Partner levels'],
]
