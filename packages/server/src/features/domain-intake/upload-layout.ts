import { validateDomainName } from '@namefolio/core/domains/domain-list'
import { toAsciiDomain } from '@namefolio/core/domains/domain-name'
import { UPLOAD_FILE_ERRORS } from '@namefolio/core/domains/domain-intake.contract'

/**
 * How a CSV file is laid out (decision 703). Detected from its first bytes:
 * - DOMAIN_PER_LINE: one name per line, no header.
 * - NAMEFOLIO: `domain,buy now,floor,min bid` (with or without that header).
 * - HEADER_MAPPED: any header naming a domain column, prices mapped by their usual names in
 *   marketplace exports (Dan.com, Afternic, Sedo, Efty, GoDaddy: "Domain Name", "Buy Now
 *   Price", "Floor Price", "Minimum Offer", "Price", ...); unknown columns are ignored.
 * Comma, semicolon and tab separated files are read.
 */
export type UploadLayout = {
  layout: 'DOMAIN_PER_LINE' | 'NAMEFOLIO' | 'HEADER_MAPPED'
  delimiter: ',' | ';' | '\t'
  hasHeader: boolean
  domain: number
  buyNow: number | null
  floor: number | null
  minBid: number | null
  currency: number | null
  /** Listing settings an update upload may set (issue 15); absent in layouts stored before. */
  landerTemplate?: number | null
  leasing?: number | null
  maxLeasePeriod?: number | null
}

const SYNONYMS = {
  domain: ['domain', 'domain name', 'domainname', 'domain_name', 'name', 'fqdn', 'domains'],
  buyNow: [
    'buy now',
    'buynow',
    'buy_now',
    'buy now price',
    'buy_now_price',
    'buynowprice',
    'bin',
    'bin price',
    'buy it now',
    'price',
    'asking price',
    'list price',
    'sale price',
    'price (usd)',
    'buy now price (usd)',
    'buy now (usd)',
  ],
  floor: [
    'floor',
    'floor price',
    'floor_price',
    'floorprice',
    'reserve',
    'reserve price',
    'reserved floor',
  ],
  minBid: [
    'min bid',
    'minbid',
    'min_bid',
    'minimum bid',
    'minimum offer',
    'min offer',
    'minimum_offer',
    'min_offer',
    'minimum price',
    'min price',
    'minimum offer (usd)',
  ],
  currency: ['currency'],
  landerTemplate: ['lander', 'lander template', 'lander_template', 'landertemplate', 'template'],
  leasing: ['leasing', 'leasing enabled', 'leasing_enabled', 'lease to own', 'lto'],
  maxLeasePeriod: [
    'max lease period',
    'max_lease_period',
    'maxleaseperiod',
    'lease period',
    'max lease months',
  ],
} as const

const normalise = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ')

export type LayoutResult =
  { ok: true; layout: UploadLayout } | { ok: false; code: string; message: string }

function splitLine(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
}

/** Detects the layout from the file's first bytes (at most 64 KiB are looked at). */
export function detectLayout(head: Buffer): LayoutResult {
  if (head.length === 0) {
    return { ok: false, code: UPLOAD_FILE_ERRORS.empty, message: 'The file is empty.' }
  }
  const magic = head.subarray(0, 4).toString('hex')
  if (head.includes(0) || magic.startsWith('504b') || magic.startsWith('1f8b')) {
    return {
      ok: false,
      code: UPLOAD_FILE_ERRORS.binary,
      message:
        'This is not a text file. Upload a CSV or plain-text list (unzip it first if it is compressed).',
    }
  }
  const text = head.toString('utf8').replace(/^\uFEFF/, '')
  const lines = text.split(/\r\n|\n|\r/).filter((l) => l.trim() !== '')
  const first = lines[0]
  if (first === undefined)
    return { ok: false, code: UPLOAD_FILE_ERRORS.empty, message: 'The file has no rows.' }
  const delimiter = ([',', ';', '\t'] as const).reduce((best, d) =>
    first.split(d).length > first.split(best).length ? d : best,
  )
  const cells = splitLine(first, delimiter)
  const looksLikeName = (cell: string | undefined) =>
    cell !== undefined && validateDomainName(toAsciiDomain(cell)) === null
  const header = cells.map(normalise)
  const find = (names: readonly string[]) => {
    const i = header.findIndex((c) => names.includes(c))
    return i === -1 ? null : i
  }
  const domain = find(SYNONYMS.domain)
  if (domain !== null) {
    const layout: UploadLayout = {
      layout: 'HEADER_MAPPED',
      delimiter,
      hasHeader: true,
      domain,
      buyNow: find(SYNONYMS.buyNow),
      floor: find(SYNONYMS.floor),
      minBid: find(SYNONYMS.minBid),
      currency: find(SYNONYMS.currency),
      landerTemplate: find(SYNONYMS.landerTemplate),
      leasing: find(SYNONYMS.leasing),
      maxLeasePeriod: find(SYNONYMS.maxLeasePeriod),
    }
    const isOurs =
      header.length === 4 &&
      domain === 0 &&
      layout.buyNow === 1 &&
      layout.floor === 2 &&
      layout.minBid === 3
    return { ok: true, layout: { ...layout, layout: isOurs ? 'NAMEFOLIO' : 'HEADER_MAPPED' } }
  }
  if (
    looksLikeName(cells[0]) ||
    lines.slice(1, 5).some((l) => looksLikeName(splitLine(l, delimiter)[0]))
  ) {
    const priced = cells.length >= 2
    return {
      ok: true,
      layout: {
        layout: priced ? 'NAMEFOLIO' : 'DOMAIN_PER_LINE',
        delimiter,
        hasHeader: !looksLikeName(cells[0]),
        domain: 0,
        buyNow: priced ? 1 : null,
        floor: cells.length >= 3 ? 2 : null,
        minBid: cells.length >= 4 ? 3 : null,
        currency: null,
      },
    }
  }
  return {
    ok: false,
    code: UPLOAD_FILE_ERRORS.noDomainColumn,
    message:
      'We could not find domain names in this file. Put one domain per line, or use a header row with a "domain" column (optionally "buy now", "floor", "min bid").',
  }
}
