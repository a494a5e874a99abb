import { describe, expect, it } from 'vitest'
import {
  BUYER_CLOSE_ACTIONS,
  LEAD_FOLDERS,
  OTHER_CLOSE_ACTIONS,
  SELLER_CLOSE_ACTIONS,
} from './negotiation-status.ts'
import {
  CLOSE_ACTIONS,
  CreateLeadInputSchema,
  LEAD_ERRORS,
  LEAD_MESSAGE_MAX_LENGTH,
  LEAD_SORT_KEYS,
  LIKE_STATUSES,
  LeadDetailSchema,
  LeadFolderCountsSchema,
  LeadPatchSchema,
  ListLeadsQuerySchema,
  MessageInputSchema,
  MinorPatchSchema,
  OfferInputSchema,
  SelfBrokeredPatchSchema,
  type LeadDetail,
} from './leads.contract.ts'

const BROKER = '8f14e45f-ceea-467f-a8f5-c62b8c6e7b1a'
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.message)

describe('lead lists (spec §3 lead sort keys, §4 lead folders, §9 default sort)', () => {
  it('sorts by the seven keys of spec §3', () => {
    expect(LEAD_SORT_KEYS.join(', ')).toBe(
      'domain, lastOffer, assignee, status, updated, created, lastEvent',
    )
  })

  it('defaults to every folder, updated descending, first page of 100', () => {
    expect(ListLeadsQuerySchema.parse({})).toEqual({
      offset: 0,
      limit: 100,
      folder: 'all',
      sort: 'updated',
      order: 'desc',
    })
  })

  it('trims the name search and keeps the view', () => {
    expect(
      ListLeadsQuerySchema.parse({ q: ' cloud ', view: 'buyer', folder: 'CLOSED' }),
    ).toMatchObject({ q: 'cloud', view: 'buyer', folder: 'CLOSED' })
  })

  it.each([
    { folder: 'ARCHIVE' },
    { sort: 'price' },
    { order: 'up' },
    { view: 'guest' },
    { q: 'x'.repeat(254) },
    { limit: '0' },
  ])('refuses %j', (query) => {
    expect(ListLeadsQuerySchema.safeParse(query).success).toBe(false)
  })

  it('counts every folder of spec §4 and refuses a missing or negative count', () => {
    const counts = Object.fromEntries(LEAD_FOLDERS.map((f, i) => [f, i]))
    expect(LeadFolderCountsSchema.parse({ view: 'seller', counts }).counts).toEqual(counts)
    const { CLOSED: _closed, ...missing } = counts
    expect(LeadFolderCountsSchema.safeParse({ view: 'seller', counts: missing }).success).toBe(
      false,
    )
    expect(
      LeadFolderCountsSchema.safeParse({ view: 'seller', counts: { ...counts, all: -1 } }).success,
    ).toBe(false)
  })
})

describe('close actions (spec §4)', () => {
  it('holds every seller, buyer and other close action, and nothing else', () => {
    expect(new Set(CLOSE_ACTIONS)).toEqual(
      new Set([...SELLER_CLOSE_ACTIONS, ...BUYER_CLOSE_ACTIONS, ...OTHER_CLOSE_ACTIONS]),
    )
  })

  it.each([
    [{ stage: 'NEGOTIATION' }, true],
    [{ close: { action: 'stalled', reason: 'NO_RESPONSE' } }, true],
    [{ close: { action: 'confused', reason: 'CONFUSED', message: ' bye ' } }, true],
    [{ close: { action: 'stalled' } }, false],
    [{ close: { action: 'lost', reason: 'NO_RESPONSE' } }, false],
    [{ close: { action: 'sold', reason: 'COVID_20' } }, false],
    [{ stage: 'WON' }, false],
  ])('lead patch %j is valid: %s', (patch, valid) => {
    expect(LeadPatchSchema.safeParse(patch).success).toBe(valid)
  })

  it('refuses an empty lead patch with leads.error.nothingToChange', () => {
    expect(messagesOf(LeadPatchSchema.safeParse({}))).toEqual([LEAD_ERRORS.nothingToChange])
  })
})

describe('self-brokered lead patch (spec §7 PATCH v1/leads/selfBrokered/{leadId})', () => {
  it.each([
    { accept: true },
    { decline: true },
    { assignToBroker: true },
    { assignToBroker: true, brokerId: BROKER },
    { locked: true },
    { locked: false },
  ])('accepts exactly one action: %j', (patch) => {
    expect(SelfBrokeredPatchSchema.parse(patch)).toEqual(patch)
  })

  it.each([{}, { accept: true, locked: true }, { decline: true, assignToBroker: false }])(
    'refuses %j with leads.error.oneAction',
    (patch) => {
      expect(messagesOf(SelfBrokeredPatchSchema.safeParse(patch))).toEqual([LEAD_ERRORS.oneAction])
    },
  )

  it.each([{ accept: false }, { decline: false }, { assignToBroker: true, brokerId: 'b1' }])(
    'refuses %j',
    (patch) => {
      expect(SelfBrokeredPatchSchema.safeParse(patch).success).toBe(false)
    },
  )
})

describe('minor lead patch (spec §4: marked read, liked or starred)', () => {
  it.each([{ likeStatus: 'LIKED' }, { starred: true }, { read: false }])('accepts %j', (p) => {
    expect(MinorPatchSchema.parse(p)).toEqual(p)
  })

  it('refuses an empty patch with leads.error.nothingToChange', () => {
    expect(messagesOf(MinorPatchSchema.safeParse({}))).toEqual([LEAD_ERRORS.nothingToChange])
  })

  it('knows the three like statuses', () => {
    expect(LIKE_STATUSES).toEqual(['NONE', 'LIKED', 'DISLIKED'])
    expect(MinorPatchSchema.safeParse({ likeStatus: 'LOVED' }).success).toBe(false)
  })
})

describe('offers and messages (spec §7 POST v1/leads/selfBrokered/{leadId}/offer, message)', () => {
  it('normalises the domain of a first offer and refuses a zero or fractional amount', () => {
    expect(
      CreateLeadInputSchema.parse({ domainName: ' Example.COM ', offerMicros: 1_000_000 }),
    ).toEqual({ domainName: 'example.com', offerMicros: 1_000_000 })
    expect(CreateLeadInputSchema.safeParse({ domainName: 'a.io', offerMicros: 0 }).success).toBe(
      false,
    )
    expect(CreateLeadInputSchema.safeParse({ domainName: 'a.io', offerMicros: 1.5 }).success).toBe(
      false,
    )
    expect(CreateLeadInputSchema.safeParse({ domainName: 'ab', offerMicros: 1 }).success).toBe(
      false,
    )
  })

  it('takes an empty (null) counter-offer, left to the counter-offer rules (spec §5 rule 1)', () => {
    expect(OfferInputSchema.parse({ offerMicros: null })).toEqual({ offerMicros: null })
    expect(OfferInputSchema.safeParse({ offerMicros: -1 }).success).toBe(false)
  })

  it(`trims messages and takes at most ${LEAD_MESSAGE_MAX_LENGTH} characters, never blank`, () => {
    expect(MessageInputSchema.parse({ message: '  hello ' })).toEqual({ message: 'hello' })
    expect(MessageInputSchema.safeParse({ message: '   ' }).success).toBe(false)
    expect(
      MessageInputSchema.safeParse({ message: 'x'.repeat(LEAD_MESSAGE_MAX_LENGTH) }).success,
    ).toBe(true)
    expect(
      MessageInputSchema.safeParse({ message: 'x'.repeat(LEAD_MESSAGE_MAX_LENGTH + 1) }).success,
    ).toBe(false)
    expect(
      OfferInputSchema.safeParse({
        offerMicros: 1,
        message: 'x'.repeat(LEAD_MESSAGE_MAX_LENGTH + 1),
      }).success,
    ).toBe(false)
  })
})

describe('lead detail (spec §3 lead fields)', () => {
  const party = { id: 'u1', name: 'Ann' }
  const detail: LeadDetail = {
    id: 'l1',
    domainId: 'd1',
    domainName: 'example.com',
    viewerRole: 'seller',
    negotiationStatus: 'NEGOTIATING',
    status: 'negotiating',
    stage: 'NEGOTIATION',
    listingStatus: 'ACTIVE',
    label: 'newOffer',
    outcome: 'active_offer',
    likeStatus: 'NONE',
    starred: false,
    read: true,
    locked: false,
    assignToBroker: false,
    brokerInfo: null,
    buyerId: 'u2',
    buyer: party,
    seller: party,
    lastEventType: 'BuyerOffer',
    lastEventAt: '2026-01-01T00:00:00Z',
    buyerOfferMicros: 900_000_000,
    sellerOfferMicros: null,
    lastOfferMicros: 900_000_000,
    agreedPriceMicros: null,
    buyNowPriceMicros: 2_000_000_000,
    minBidPriceMicros: null,
    floorPriceMicros: 500_000_000,
    createdAt: '2026-01-01T00:00:00Z',
    hasActiveOffer: true,
    buyerOfferExpiry: '2026-01-08T00:00:00Z',
    sellerOfferExpiry: null,
    expiry: '2026-01-08T00:00:00Z',
    closeReason: null,
    updatedAt: '2026-01-01T00:00:00Z',
    activities: [
      {
        id: 'a1',
        type: 'BuyerOffer',
        actor: 'buyer',
        actorName: 'Ann',
        offerMicros: 900_000_000,
        message: null,
        data: {},
        createdAt: '2026-01-01T00:00:00Z',
      },
    ],
    actions: {
      canOffer: true,
      canMessage: true,
      canAccept: true,
      canDecline: true,
      canClose: true,
      closeActions: ['stalled', 'sold', 'archived'],
      canLock: true,
      canUnlock: false,
      canAssignBroker: true,
      canEditMinor: true,
    },
    agreedPrice: null,
    payment: null,
    paymentOutcome: null,
  }

  it('parses a seller-side detail', () => {
    expect(LeadDetailSchema.parse(detail)).toEqual(detail)
  })

  it('lets a buyer-side detail omit the floor and created date (spec §2, §6)', () => {
    const { floorPriceMicros: _f, createdAt: _c, ...buyerView } = detail
    expect(LeadDetailSchema.safeParse({ ...buyerView, viewerRole: 'buyer' }).success).toBe(true)
  })

  it.each([
    ['label', { label: 'maybe' }],
    ['outcome', { outcome: 'won' }],
    ['status spelling', { status: 'NEGOTIATING' }],
    ['close reason', { closeReason: 'BORED' }],
    ['date without offset', { updatedAt: '2026-01-01 00:00' }],
    ['fractional money', { lastOfferMicros: 1.25 }],
  ])('refuses an unknown %s', (_what, change) => {
    expect(LeadDetailSchema.safeParse({ ...detail, ...change }).success).toBe(false)
  })
})
