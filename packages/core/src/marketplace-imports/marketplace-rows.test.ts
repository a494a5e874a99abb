import { describe, expect, it } from 'vitest'
import { INTAKE_MESSAGE_KEYS } from '../domains/domain-intake.constants.ts'
import { DOMAIN_FORM_ERRORS, ROOT_ZONE_TLD_POLICY } from '../domains/domain-list.ts'
import { LEASE_PERIOD_RANGE_ERROR } from '../pricing/lease-period.ts'
import { PRICE_ERRORS } from '../pricing/listing-prices.ts'
import {
  detectDelimiter,
  detectMarketplaceLayout,
  LAYOUT_ERRORS,
  type DetectedLayout,
} from './marketplace-layouts.ts'
import { mapMarketplaceRow, parseAmountCell, ROW_ERRORS } from './marketplace-rows.ts'

// Issue 24: "the CSV layouts of Afternic, Sedo and Dan … mapped onto ours … with a report of
// what could not be mapped and why".
const AFTERNIC = [
  'Domain Name',
  'Buy Now Price',
  'Floor Price',
  'Minimum Offer',
  'Currency',
  'Lease To Own',
  'LTO Max Months',
  'Sales Lander',
  'Nameservers',
]
const SEDO = [
  'Domain',
  'Price',
  'Minimum Price',
  'Currency',
  'Listing Type',
  'Installments',
  'Installment Months',
  'Nameserver 1',
  'Nameserver 2',
]
const DAN = [
  'domain',
  'buy_now_price',
  'floor_price',
  'minimum_offer_price',
  'currency',
  'lease_to_own',
  'lease_to_own_max_months',
  'landing_page',
  'nameservers',
]

function detected(header: string[]) {
  const d: DetectedLayout = detectMarketplaceLayout(header)
  if (!d.ok) throw new Error(d.code)
  return d
}

function map(header: string[], fields: string[], seen = new Set<string>()) {
  const d = detected(header)
  return mapMarketplaceRow(d.layout, d.index, { line: 2, fields }, ROOT_ZONE_TLD_POLICY, seen)
}

describe('marketplace layout detection', () => {
  it.each([
    [AFTERNIC, 'afternic'],
    [SEDO, 'sedo'],
    [DAN, 'dan'],
    [['DOMAIN_NAME', 'floor price', 'MinimumOffer'], 'afternic'],
  ])('%j is the %s layout', (header, marketplace) => {
    expect(detected(header).layout.marketplace).toBe(marketplace)
  })

  it('refuses a header no marketplace writes', () => {
    expect(detectMarketplaceLayout(['name', 'price'])).toEqual({
      ok: false,
      code: LAYOUT_ERRORS.unknown,
    })
  })

  it('refuses a known layout without its domain column', () => {
    expect(detectMarketplaceLayout(['Listing Type', 'Price'])).toEqual({
      ok: false,
      code: LAYOUT_ERRORS.noDomain,
    })
  })

  it.each([
    ['Domain;Price;Listing Type', ';'],
    ['Domain Name,Floor Price,Minimum Offer', ','],
    ['domain\tprice', '\t'],
  ])('the delimiter of %j is %j', (line, delimiter) => {
    expect(detectDelimiter(line)).toBe(delimiter)
  })
})

describe('amount cells', () => {
  it.each([
    ['$1,500', 1_500_000_000],
    ['1500.00', 1_500_000_000],
    ['1.500,00', 1_500_000_000],
    ['USD 2 000', 2_000_000_000],
    ['', null],
    ['0', null],
    ['ten', 'invalid'],
  ])('%j → %j micros', (cell, micros) => {
    expect(parseAmountCell(cell)).toBe(micros)
  })
})

describe('mapping a row onto our listing', () => {
  it('maps an Afternic row: prices in micros, lease terms, lander, nameservers', () => {
    const row = map(AFTERNIC, [
      'Example.com',
      '$2,500',
      '1000',
      '500',
      'USD',
      'Yes',
      '24',
      'Buy Now',
      'ns1.afternic.com ns2.afternic.com',
    ])
    expect(row).toEqual({
      ok: true,
      line: 2,
      listing: {
        name: 'example.com',
        buynowPriceMicros: 2_500_000_000,
        floorPriceMicros: 1_000_000_000,
        minbidPriceMicros: 500_000_000,
        leasingEnabled: true,
        maxLeasePeriod: 24,
        landerTemplate: 'BUY_NOW',
        nameservers: ['ns1.afternic.com', 'ns2.afternic.com'],
      },
    })
  })

  it('maps a Sedo row: no floor column, installments as lease, nameservers over two columns', () => {
    const row = map(SEDO, [
      'shop.net',
      '1.200,00',
      '100',
      'USD',
      'Make offer',
      'no',
      '',
      'ns1.sedoparking.com',
      'ns2.sedoparking.com',
    ])
    expect(row.ok && row.listing).toMatchObject({
      buynowPriceMicros: 1_200_000_000,
      floorPriceMicros: null,
      minbidPriceMicros: 100_000_000,
      leasingEnabled: false,
      maxLeasePeriod: null,
      landerTemplate: 'PRICE_FORM',
      nameservers: ['ns1.sedoparking.com', 'ns2.sedoparking.com'],
    })
  })

  it('maps a Dan row with its snake_case lander names', () => {
    const row = map(DAN, ['dan-name.io', '900', '', '', '', 'true', '12', 'lease_to_own', ''])
    expect(row.ok && row.listing).toMatchObject({
      leasingEnabled: true,
      maxLeasePeriod: 12,
      landerTemplate: 'LEASE_TO_OWN',
    })
  })

  it.each([
    ['an empty name', ['', '100'], ROW_ERRORS.emptyRow],
    ['a name we do not accept', ['not a domain', '100'], DOMAIN_FORM_ERRORS.specificDomain],
    ['a price in euros', ['a.com', '100', '', '', 'EUR'], ROW_ERRORS.currency],
    ['an unreadable price', ['a.com', 'lots'], ROW_ERRORS.price],
    ['a buy-now price below the floor (§5)', ['a.com', '100', '500'], PRICE_ERRORS.buyNowCompare],
    [
      'a lease answer that is neither yes nor no',
      ['a.com', '1000', '', '', '', 'maybe'],
      ROW_ERRORS.leasing,
    ],
    [
      'unreadable lease months',
      ['a.com', '1000', '', '', '', 'yes', 'long'],
      ROW_ERRORS.leaseMonths,
    ],
    [
      'a lease longer than the price allows (§5)',
      ['a.com', '1000', '', '', '', 'yes', '60'],
      LEASE_PERIOD_RANGE_ERROR,
    ],
    [
      'a lander we do not know',
      ['a.com', '1000', '', '', '', '', '', 'Auction'],
      ROW_ERRORS.lander,
    ],
    [
      'a buy-now lander without a price (§4)',
      ['a.com', '', '', '', '', '', '', 'Buy Now'],
      PRICE_ERRORS.buyNowRequired,
    ],
  ])('does not map %s', (_what, fields, code) => {
    const row = map(AFTERNIC, fields)
    expect(row.ok).toBe(false)
    expect(!row.ok && row.code).toBe(code)
  })

  it('does not map a name twice in one file', () => {
    const seen = new Set<string>()
    expect(map(AFTERNIC, ['twice.com'], seen).ok).toBe(true)
    const again = map(AFTERNIC, ['TWICE.com'], seen)
    expect(!again.ok && again.code).toBe(INTAKE_MESSAGE_KEYS.duplicateInFile)
  })
})
