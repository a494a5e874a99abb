import { DEFAULT_LANDER_COLORS } from '../landers/lander-theme.ts'
import type { PortfolioDomain } from './portfolio.contract.ts'

/**
 * A portfolio row as the list API answers it (PortfolioDomainSchema), for tests in every
 * package: a listed make-offer domain with the given buy-now price (micros, in the flat and the
 * nested price fields alike) and no floor or minimum bid.
 */
export function portfolioRowCase(
  name: string,
  buyNowMicros: number | null = null,
): PortfolioDomain {
  return {
    id: name,
    name,
    domain: name,
    displayName: name,
    tld: name.split('.').slice(1).join('.'),
    status: 'ACTIVE',
    hidden: false,
    featured: false,
    createdAt: '2025-01-01T02:00:00Z',
    dateAdded: '2025-01-01T02:00:00Z',
    registrar: null,
    fastTransferStatus: null,
    canFastTransfer: false,
    offerCount: 0,
    intakeViews: 0,
    intakeLeads: 0,
    intakeStyle: 'PRICE_FORM',
    landingPage: 'SALES',
    landerTemplate: 'PRICE_FORM',
    leasingEnabled: false,
    maxLeasePeriod: 12,
    ...DEFAULT_LANDER_COLORS,
    showLanderBuyNowOption: true,
    showLanderLeaseToOwnOption: true,
    showLanderMakeOfferOption: true,
    customListStatus: null,
    reviews: [],
    transactionLink: null,
    checkoutLinkId: null,
    buynowPriceMicros: buyNowMicros,
    floorPriceMicros: null,
    minbidPriceMicros: null,
    buynowPrice: buyNowMicros,
    floorPrice: null,
    minbidPrice: null,
    price: { buyNow: buyNowMicros, minBid: null, reservedFloor: null },
    soldAt: null,
    leasedAt: null,
    purchasedAt: null,
  }
}
