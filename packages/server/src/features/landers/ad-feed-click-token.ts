import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { ParkingAd } from './ad-feed.ts'

/**
 * What a click link carries about the ad that was shown (decision 537): the feed's ad id, its
 * click URL, its cost per click and network, signed so that a click can only go to a URL the
 * feed returned and can only earn what the feed quoted. It works in any server process, and a
 * feed that answers differently a second later cannot change what a click on a shown ad means.
 */
export type ShownAd = Pick<ParkingAd, 'id' | 'url' | 'costPerClickMicros' | 'network'> & {
  domainName: string
}

const PayloadSchema = z.object({
  d: z.string(),
  i: z.string(),
  u: z.string(),
  c: z.number().int().min(0),
  n: z.string(),
  x: z.number().int(),
})

/** Long enough for a visitor who leaves the page open; feeds' click URLs expire too. */
export const CLICK_TOKEN_TTL_MS = 6 * 60 * 60 * 1000

export function createClickTokens(secret: string) {
  const key = createHmac('sha256', secret).update('parking-ad-click').digest()
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

  return {
    issue(ad: ShownAd, now = Date.now()): string {
      const payload = Buffer.from(
        JSON.stringify({
          d: ad.domainName,
          i: ad.id,
          u: ad.url,
          c: ad.costPerClickMicros,
          n: ad.network,
          x: Math.floor((now + CLICK_TOKEN_TTL_MS) / 1000),
        }),
      ).toString('base64url')
      return `${payload}.${sign(payload)}`
    },

    /** The shown ad, if the token is ours, unexpired and for this domain and ad id. */
    verify(
      token: string,
      expected: { domainName: string; adId: string },
      now = Date.now(),
    ): ShownAd | null {
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return null
      const wanted = Buffer.from(sign(payload))
      const given = Buffer.from(signature)
      if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return null
      let json: unknown
      try {
        json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        return null
      }
      const parsed = PayloadSchema.safeParse(json)
      if (!parsed.success) return null
      const p = parsed.data
      if (p.d !== expected.domainName || p.i !== expected.adId || p.x * 1000 < now) return null
      return { domainName: p.d, id: p.i, url: p.u, costPerClickMicros: p.c, network: p.n }
    },
  }
}

export type ClickTokens = ReturnType<typeof createClickTokens>
