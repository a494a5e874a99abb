import { describe, expect, it } from 'vitest'
import {
  AddDomainsInputSchema,
  AddDomainsResultSchema,
  DomainListInputSchema,
  INTAKE_OUTCOMES,
  ListUploadsQuerySchema,
  ListVerificationsQuerySchema,
  ListingSettingsPatchSchema,
  ListingSettingsSchema,
  ReviewDomainsResultSchema,
  UPLOAD_STATES,
  UploadJobPageSchema,
  UploadJobParamsSchema,
  VerificationNamesInputSchema,
  VerificationPageSchema,
  type ListingSettings,
} from './domain-intake.contract.ts'
import { INTAKE_MESSAGE_KEYS, VERIFICATION_STATES } from './domain-intake.constants.ts'

/** Listing settings with prices in micros (decision 006). */
const defaults: ListingSettings = {
  landerTemplate: 'PRICE_FORM',
  buynowPrice: 100_000_000,
  floorPrice: 40_000_000,
  minbidPrice: 20_000_000,
  leasingEnabled: false,
  maxLeasePeriod: 2,
}

describe('listing settings of added names (spec §3 default listing settings, §5)', () => {
  it('accepts prices and prices left unset', () => {
    expect(ListingSettingsSchema.parse(defaults)).toEqual(defaults)
    const unset = { ...defaults, buynowPrice: null, floorPrice: null, minbidPrice: null }
    expect(ListingSettingsSchema.parse(unset)).toEqual(unset)
  })

  it.each([
    ['a lease period below 2 months', { maxLeasePeriod: 1 }],
    ['a lease period above 60 months', { maxLeasePeriod: 61 }],
    ['a fractional lease period', { maxLeasePeriod: 12.5 }],
    ['an unknown template', { landerTemplate: 'PARKED' }],
    ['a negative price', { buynowPrice: -1 }],
    ['a fractional price in micros', { floorPrice: 1.5 }],
  ])('refuses %s', (_what, change) => {
    expect(ListingSettingsSchema.safeParse({ ...defaults, ...change }).success).toBe(false)
  })

  it('accepts a partial patch and checks what it holds', () => {
    expect(ListingSettingsPatchSchema.parse({})).toEqual({})
    expect(ListingSettingsPatchSchema.parse({ maxLeasePeriod: 60 })).toEqual({ maxLeasePeriod: 60 })
    expect(ListingSettingsPatchSchema.safeParse({ maxLeasePeriod: 99 }).success).toBe(false)
  })
})

describe('adding a pasted list (spec §2 /domains/add/review, §3 bulk add state; decision 702)', () => {
  it('names the five review outcomes and the add-flow message keys', () => {
    expect(INTAKE_OUTCOMES).toEqual([
      'VALID',
      'REFUSED',
      'IN_PORTFOLIO',
      'OWNERSHIP_REQUESTED',
      'NEEDS_VERIFICATION',
    ])
    expect(INTAKE_MESSAGE_KEYS.ownershipRequested).toBe(
      'domains.form.error.alreadyExists.ownershipRequested',
    )
  })

  it('takes the raw text, with settings optional, up to 200000 characters', () => {
    expect(AddDomainsInputSchema.parse({ domains: 'a.com b.com' })).toEqual({
      domains: 'a.com b.com',
    })
    expect(AddDomainsInputSchema.parse({ domains: 'a.com', settings: defaults }).settings).toEqual(
      defaults,
    )
    expect(DomainListInputSchema.safeParse({ domains: 'x'.repeat(200_001) }).success).toBe(false)
    expect(AddDomainsInputSchema.safeParse({ domains: 'a.com', settings: {} }).success).toBe(false)
  })

  it('takes per-name prices besides the settings, and stays valid without them (issue 15)', () => {
    const prices = [
      { name: 'a.com', buynowPrice: 250_000_000, floorPrice: null, minbidPrice: 20_000_000 },
    ]
    expect(AddDomainsInputSchema.parse({ domains: 'a.com', prices }).prices).toEqual(prices)
    expect(AddDomainsInputSchema.parse({ domains: 'a.com' }).prices).toBeUndefined()
    const negative = [{ ...prices[0], floorPrice: -1 }]
    expect(AddDomainsInputSchema.safeParse({ domains: 'a.com', prices: negative }).success).toBe(
      false,
    )
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ ...prices[0], name: `n${i}.com` }))
    expect(AddDomainsInputSchema.safeParse({ domains: 'a.com', prices: tooMany }).success).toBe(
      false,
    )
  })

  it('parses a review with a refused name carrying its message key and values', () => {
    const review = {
      items: [
        {
          input: 'Bad',
          name: 'Bad',
          outcome: 'REFUSED',
          code: 'domains.form.error.specificDomain',
          reviewReasons: [],
        },
        {
          input: 'casino.com',
          name: 'casino.com',
          outcome: 'VALID',
          code: null,
          values: {},
          reviewReasons: ['GAMBLING'],
        },
      ],
      errors: [{ field: 'domains', code: 'domains.form.error.max', values: { max: 50 } }],
      settings: defaults,
    }
    expect(ReviewDomainsResultSchema.parse(review)).toEqual(review)
    const badReason = {
      ...review,
      items: [review.items[0], { ...review.items[1], reviewReasons: ['LOOKS_ODD'] }],
    }
    expect(ReviewDomainsResultSchema.safeParse(badReason).success).toBe(false)
  })

  it('parses the bulk add state: rawDomains, added, unverified and errors', () => {
    const result = {
      rawDomains: ['a.com', 'b.com'],
      added: [{ name: 'a.com', status: 'ACTIVE', reviewReasons: [] }],
      unverified: [{ name: 'b.com', code: INTAKE_MESSAGE_KEYS.verificationRequired }],
      errors: [],
    }
    expect(AddDomainsResultSchema.parse(result)).toEqual(result)
    expect(
      AddDomainsResultSchema.safeParse({
        ...result,
        added: [{ name: 'a.com', status: 'LISTED', reviewReasons: [] }],
      }).success,
    ).toBe(false)
  })
})

describe('uploads (spec §1 CSV upload with history and cancel, §7 v2/domains/uploads)', () => {
  it('knows the job states: the five of a run, and an update waiting for its preview (issue 15)', () => {
    expect([...UPLOAD_STATES].sort()).toEqual(
      ['cancelled', 'completed', 'failed', 'preview', 'queued', 'running'].sort(),
    )
  })

  it('parses a page of jobs and refuses an unknown state', () => {
    const job = {
      jobId: '8f14e45f-ceea-467f-a8f5-c62b8c6e7b1a',
      fileName: 'names.csv',
      sizeBytes: 1024,
      layout: 'DOMAIN_PER_LINE',
      state: 'running',
      cancelRequested: false,
      rowsRead: 10,
      mode: 'add',
      rowsAdded: 8,
      rowsUpdated: 0,
      rowsRefused: 1,
      rowsUnverified: 1,
      bytesRead: 512,
      error: null,
      createdAt: '2026-01-01T00:00:00Z',
      startedAt: '2026-01-01T00:00:01Z',
      finishedAt: null,
    }
    expect(UploadJobPageSchema.parse({ items: [job], total: 1 }).items).toEqual([job])
    expect(
      UploadJobPageSchema.safeParse({ items: [{ ...job, state: 'paused' }], total: 1 }).success,
    ).toBe(false)
  })

  it('addresses a job by UUID and lists with the default page (spec §9)', () => {
    expect(UploadJobParamsSchema.safeParse({ jobId: 'job-1' }).success).toBe(false)
    expect(ListUploadsQuerySchema.parse({})).toEqual({ offset: 0, limit: 100 })
  })
})

describe('ownership verification (spec §7 v1/domains/verifications; decision 705)', () => {
  it('filters by the three verification states', () => {
    expect(VERIFICATION_STATES).toEqual(['PENDING', 'VERIFIED', 'EXPIRED'])
    expect(ListVerificationsQuerySchema.parse({ state: 'PENDING' })).toEqual({
      offset: 0,
      limit: 100,
      state: 'PENDING',
    })
    expect(ListVerificationsQuerySchema.safeParse({ state: 'FAILED' }).success).toBe(false)
  })

  it.each([
    [[], false],
    [['a.com'], true],
    [Array.from({ length: 1000 }, () => 'a.com'), true],
    [Array.from({ length: 1001 }, () => 'a.com'), false],
    [['x'.repeat(301)], false],
  ])('checks %#: a list of names is valid: %s', (domains, valid) => {
    expect(VerificationNamesInputSchema.safeParse({ domains }).success).toBe(valid)
  })

  it('parses verifications proven by TXT or NS only', () => {
    const verification = {
      name: 'a.com',
      state: 'VERIFIED',
      attempts: 2,
      lastCheckedAt: '2026-01-01T00:00:00Z',
      nextCheckAt: null,
      lastResult: 'ok',
      verifiedBy: 'TXT',
      verifiedAt: '2026-01-01T00:00:00Z',
      createdAt: '2026-01-01T00:00:00Z',
    }
    expect(VerificationPageSchema.parse({ items: [verification], total: 1 }).items).toEqual([
      verification,
    ])
    expect(
      VerificationPageSchema.safeParse({
        items: [{ ...verification, verifiedBy: 'EMAIL' }],
        total: 1,
      }).success,
    ).toBe(false)
  })
})
