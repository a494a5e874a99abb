import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Screenshots of our own product on the marketing pages, taken from the running demo at
 * 1280 px by `e2e/tools/capture-marketing-screens.ts` and stored as WebP beside this file.
 * Served content-addressed (`/static/marketing/{name}.{hash}.webp`), so cached for a year.
 */
const SCREENS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screens')

export type MarketingScreen = {
  src: string
  alt: string
  caption: string
  width: number
  height: number
}

type ScreenText = { alt: string; caption: string }

const SCREEN_TEXTS = {
  portfolio: {
    alt: 'The Namefolio portfolio: a table of domains with their status, Buy Now price, floor, minimum bid, lander, lease term and offers, beside the seller’s menu.',
    caption: 'Your portfolio: status, prices, lander and offers for every name, edited in bulk.',
  },
  lander: {
    alt: 'A Namefolio sales lander: the domain name large, its Buy Now price with a Buy now button, and a lease-to-own choice showing the monthly payment.',
    caption: 'A sales lander, as a buyer sees it on your domain.',
  },
  leads: {
    alt: 'The seller’s leads in Namefolio: a list of negotiations with the domain, the buyer, the status, the latest offer and the broker assigned.',
    caption: 'Every offer and counter-offer in one inbox.',
  },
  search: {
    alt: 'Namefolio marketplace search: a keyword box, filters for extension, price, length and lease to own, and a list of domains with prices.',
    caption: 'Marketplace search: buyers filter by extension, price, length and lease to own.',
  },
} as const satisfies Record<string, ScreenText>

export type MarketingScreenName = keyof typeof SCREEN_TEXTS

/** The files, read once at start: name → bytes and their public address. */
export const MARKETING_SCREEN_FILES = new Map<string, Buffer>()

function loadScreen(name: MarketingScreenName, text: ScreenText): MarketingScreen {
  const bytes = fs.readFileSync(path.join(SCREENS_DIR, `${name}.webp`))
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  const file = `${name}.${hash}.webp`
  MARKETING_SCREEN_FILES.set(file, bytes)
  return { src: `/static/marketing/${file}`, ...text, ...webpSize(bytes) }
}

/**
 * Width and height from a WebP header (VP8, VP8L or VP8X), so each `<img>` reserves its
 * space and the page does not shift while it loads.
 */
export function webpSize(bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.toString('ascii', 12, 16)
  if (chunk === 'VP8X') {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) }
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) }
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff }
}

export const MARKETING_SCREENS = Object.fromEntries(
  Object.entries(SCREEN_TEXTS).map(([name, text]) => [
    name,
    loadScreen(name as MarketingScreenName, text),
  ]),
) as Record<MarketingScreenName, MarketingScreen>
