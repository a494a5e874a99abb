import { sldOf } from '@namefolio/core/domains/domain-name'

/** One related-link ad on a parking page (DESIGN.md §7: ads come from an ad-feed adapter). */
export type ParkingAd = {
  id: string
  title: string
  description: string
  /** Where a click goes, after it has been recorded. */
  url: string
  displayUrl: string
  /** What a click earns the seller, integer micros. */
  costPerClickMicros: number
  /** Shown on the ad: who the ad is from (house ads say so). */
  label: string
  /**
   * The network that served the ad: `house` for our own, else the feed's name. The page says
   * "Ads by <network>", and a click's event detail starts with it.
   */
  network: string
}

/** The network name of the default house ads. */
export const HOUSE_AD_NETWORK = 'house'

export type AdFeed = {
  readonly name: string
  listAds: (input: { domainName: string; count: number }) => Promise<ParkingAd[]>
}

/** Words of a domain's second-level label, for related searches. */
export function keywordsOf(domainName: string): string[] {
  const sld = sldOf(domainName)
  const words = sld.split(/[^a-z0-9]+/i).filter((w) => w.length >= 2)
  return words.length ? words : [sld]
}

/**
 * The default feed: our own "house ads" (related marketplace searches and our services),
 * each with the configured cost per click, labelled as house ads. A real ad network is
 * another `AdFeed` switched on by configuration.
 */
export function createHouseAdFeed(options: { costPerClickMicros: number }): AdFeed {
  return {
    name: HOUSE_AD_NETWORK,
    async listAds({ domainName, count }) {
      const words = keywordsOf(domainName)
      const related = [
        ...words,
        ...words.map((w) => `${w} online`),
        ...words.map((w) => `best ${w}`),
        ...words.map((w) => `${w} shop`),
      ]
      const ads: ParkingAd[] = related.slice(0, Math.max(0, count - 2)).map((phrase, i) => ({
        id: `search-${i}`,
        title: `${phrase[0]!.toUpperCase()}${phrase.slice(1)} domains`,
        description: `Names related to “${phrase}” for sale now, with Buy Now, lease to own and offers.`,
        url: `/search?q=${encodeURIComponent(phrase.replace(/\s+/g, ''))}`,
        displayUrl: 'namefolio.com/search',
        costPerClickMicros: options.costPerClickMicros,
        label: 'House ad',
        network: HOUSE_AD_NETWORK,
      }))
      ads.push(
        {
          id: 'sell',
          title: 'Sell your domains with Namefolio',
          description:
            'Fast landers, lease to own and commission from 7%. List your portfolio free.',
          url: '/sell-domains',
          displayUrl: 'namefolio.com/sell-domains',
          costPerClickMicros: options.costPerClickMicros,
          label: 'House ad',
          network: HOUSE_AD_NETWORK,
        },
        {
          id: 'lease',
          title: 'Own a premium name, pay monthly',
          description: 'Lease to own from 2 to 60 months. Use the domain from day one.',
          url: '/lease-to-own',
          displayUrl: 'namefolio.com/lease-to-own',
          costPerClickMicros: options.costPerClickMicros,
          label: 'House ad',
          network: HOUSE_AD_NETWORK,
        },
      )
      return ads.slice(0, count)
    },
  }
}
