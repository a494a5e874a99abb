import { usdToMicros } from '@namefolio/core/money/money'
import { uniqueSuffix, type TestApp } from './build-test-app.ts'

type DomainInput = Parameters<TestApp['factories']['domain']>[0]

/**
 * An ACTIVE domain of `sellerId` named `<prefix>-<unique>.com`: buy now $10,000, floor $2,000,
 * min bid $1,000, and anything in `more`.
 */
export function listedDomain(
  t: TestApp,
  sellerId: string,
  prefix: string,
  more: Partial<DomainInput> = {},
) {
  return t.factories.domain({
    sellerId,
    name: `${prefix}-${uniqueSuffix()}.com`,
    status: 'ACTIVE',
    buynowPriceMicros: usdToMicros(10_000),
    floorPriceMicros: usdToMicros(2_000),
    minbidPriceMicros: usdToMicros(1_000),
    ...more,
  })
}

/**
 * An ACTIVE domain of `sellerId` a buyer can check out: buy now at `priceUsd`, or a lease of up
 * to 12 months; and anything in `more`.
 */
export function buyableDomain(
  t: TestApp,
  sellerId: string,
  priceUsd: number,
  more: Partial<DomainInput> = {},
) {
  return t.factories.domain({
    sellerId,
    status: 'ACTIVE',
    buynowPriceMicros: usdToMicros(priceUsd),
    leasingEnabled: true,
    maxLeasePeriod: 12,
    ...more,
  })
}
