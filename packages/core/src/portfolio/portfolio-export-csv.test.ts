import { describe, expect, it } from 'vitest'
import { csvCell, exportFileName, exportHeader, exportLines } from './portfolio-export-csv.ts'
import type { PortfolioDomain } from './portfolio.contract.ts'

/** Decision 280 (the export's columns) and 281 (formula injection). */

const row: PortfolioDomain = {
  id: 'd1',
  name: 'xn--caf-dma.com',
  domain: 'xn--caf-dma.com',
  displayName: 'café.com',
  tld: 'com',
  status: 'ACTIVE',
  hidden: false,
  featured: true,
  createdAt: '2026-01-02T03:04:05.000Z',
  dateAdded: '2026-01-02T03:04:05.000Z',
  registrar: '=HYPERLINK("http://evil")',
  fastTransferStatus: null,
  canFastTransfer: false,
  offerCount: 2,
  intakeViews: 31,
  intakeLeads: 4,
  intakeStyle: 'BUY_NOW',
  landingPage: 'SALES',
  landerTemplate: 'BUY_NOW',
  leasingEnabled: true,
  maxLeasePeriod: 12,
  backgroundColorOption: 'AUTO',
  backgroundColorCustom: '',
  fontColorOption: 'DARK',
  showLanderBuyNowOption: true,
  showLanderLeaseToOwnOption: true,
  showLanderMakeOfferOption: true,
  customListStatus: null,
  reviews: [],
  transactionLink: 'https://example.test/checkout/abc',
  checkoutLinkId: 'abc',
  buynowPriceMicros: 1_234_560_000,
  floorPriceMicros: null,
  minbidPriceMicros: 50_000_000,
  buynowPrice: 1_234_560_000,
  floorPrice: null,
  minbidPrice: 50_000_000,
  price: { buyNow: 1_234_560_000, minBid: 50_000_000, reservedFloor: null },
  soldAt: null,
  leasedAt: null,
  purchasedAt: null,
}

describe('portfolio export CSV', () => {
  it('names every §3 row field in the header, and the deal columns only where rows have deals', () => {
    expect(exportHeader('selling')).toEqual([
      'domain',
      'unicodeName',
      'status',
      'tld',
      'buyNowUsd',
      'floorUsd',
      'minBidUsd',
      'landingPage',
      'lander',
      'leasing',
      'maxLeaseMonths',
      'featured',
      'hidden',
      'fastTransfer',
      'registrar',
      'offers',
      'views',
      'leads',
      'dateAdded',
      'checkoutLink',
    ])
    expect(exportHeader('sold')).toContain('salePriceUsd')
    expect(exportHeader('leased')).toContain('installmentsPaid')
    expect(exportHeader('purchases')).toContain('payoutTransmittal')
    expect(exportHeader('parked')).not.toContain('salePriceUsd')
  })

  it('writes dollars with two decimals, ISO dates, true/false and empty for unset values', () => {
    expect(exportLines('selling', [row])).toBe(
      'xn--caf-dma.com,café.com,ACTIVE,com,1234.56,,50.00,SALES,BUY_NOW,true,12,' +
        'true,false,,"\'=HYPERLINK(""http://evil"")",2,31,4,2026-01-02T03:04:05.000Z,' +
        'https://example.test/checkout/abc\r\n',
    )
  })

  it('writes the deal of a Leased row', () => {
    const leased = {
      ...row,
      deal: {
        transactionId: 't1',
        kind: 'LEASE' as const,
        status: 'COMPLETED',
        transferType: null,
        salePriceMicros: 3_000_000_000,
        saleDate: '2026-02-01T00:00:00.000Z',
        payoutMicros: 1_700_000_000,
        payoutDate: '2026-03-12T00:00:00.000Z',
        installmentsPaid: 2,
        installmentsTotal: 3,
        nextInstallmentDate: '2026-04-01T00:00:00.000Z',
        nextInstallmentMicros: 1_000_000_000,
        previousInstallmentDate: '2026-03-01T00:00:00.000Z',
        paidOn: '2026-03-02T09:00:00.000Z',
        invoiceId: 'i2',
        payoutTransmittal: 'p2',
      },
    }
    const cells = exportLines('leased', [leased]).trimEnd().split(',')
    const header = exportHeader('leased')
    const cell = (name: string) => cells[header.indexOf(name)]
    expect(cell('salePriceUsd')).toBe('3000.00')
    expect(cell('installmentsPaid')).toBe('2')
    expect(cell('installmentsTotal')).toBe('3')
    expect(cell('nextInstallmentUsd')).toBe('1000.00')
    expect(cell('payoutTransmittal')).toBe('p2')
    expect(cell('transactionId')).toBe('t1')
  })

  it.each<[Parameters<typeof csvCell>[0], string]>([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', '"\'\rx"'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    [null, ''],
    [12, '12'],
  ])(
    'writes %j as %j: a formula (= + - @ tab CR first) gets an apostrophe, commas and quotes a quote',
    (value, cell) => {
      expect(csvCell(value)).toBe(cell)
    },
  )

  it('names the file by view and day', () => {
    expect(exportFileName('sold', new Date('2026-11-24T05:00:00Z'))).toBe(
      'portfolio-sold-2026-11-24.csv',
    )
  })
})
