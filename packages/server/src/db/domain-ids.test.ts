import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../test/build-test-app.ts'

const t = testAppForFile()

describe('domain ids are time-ordered (decision 254)', () => {
  it('gives each new domain a version 7 id that sorts after the ids made before it', async () => {
    const seller = await t.factories.seller()
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      ids.push((await t.factories.domain({ sellerId: seller.id })).id)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    expect(
      ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-/.test(id)),
    ).toBe(true)
    expect([...ids].sort()).toEqual(ids)
    // The first 48 bits are the creation time in Unix milliseconds.
    const millis = parseInt(ids[0]!.replace(/-/g, '').slice(0, 12), 16)
    expect(Math.abs(millis - Date.now())).toBeLessThan(60_000)
  })
})
