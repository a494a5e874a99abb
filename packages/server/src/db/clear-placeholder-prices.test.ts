import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { domains } from './schema/domains.ts'
import { testAppForFile } from '../test/build-test-app.ts'

const PLACEHOLDER = 5_000_000
const MIGRATION = new URL('./migrations/0020_clear_placeholder_prices.sql', import.meta.url)

const t = testAppForFile()

async function pricesOf(id: string) {
  const [row] = await t.db
    .select({
      buyNow: domains.buynowPriceMicros,
      floor: domains.floorPriceMicros,
      minBid: domains.minbidPriceMicros,
    })
    .from(domains)
    .where(eq(domains.id, id))
  return row
}

describe('migration 0020: the $5 placeholders leave existing listings (decision 270, spec §5 minimums)', () => {
  it('clears names still on all three placeholders of the make-offer lander, and nothing else', async () => {
    const seller = await t.factories.seller()
    const placeholder = { buynowPriceMicros: PLACEHOLDER, floorPriceMicros: PLACEHOLDER }
    const stale = await t.factories.domain({
      sellerId: seller.id,
      ...placeholder,
      minbidPriceMicros: PLACEHOLDER,
      landerTemplate: 'PRICE_FORM',
    })
    const priced = await t.factories.domain({
      sellerId: seller.id,
      buynowPriceMicros: 900_000_000,
      floorPriceMicros: 400_000_000,
      minbidPriceMicros: 100_000_000,
    })
    const buyNowLander = await t.factories.domain({
      sellerId: seller.id,
      ...placeholder,
      minbidPriceMicros: PLACEHOLDER,
      landerTemplate: 'BUY_NOW',
    })

    for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement))
    }

    expect(await pricesOf(stale.id)).toEqual({ buyNow: null, floor: null, minBid: null })
    expect(await pricesOf(priced.id)).toEqual({
      buyNow: 900_000_000,
      floor: 400_000_000,
      minBid: 100_000_000,
    })
    // A buy-now lander needs a buy-now price (§5 lander errors): left for the seller to reprice.
    expect(await pricesOf(buyNowLander.id)).toEqual({
      buyNow: PLACEHOLDER,
      floor: PLACEHOLDER,
      minBid: PLACEHOLDER,
    })
  })
})
