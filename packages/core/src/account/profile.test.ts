import { describe, expect, it } from 'vitest'
import {
  isTimeZone,
  missingProfileItems,
  normalizePhone,
  sniffAvatarType,
  typicalResponseTime,
  usernameProblem,
} from './profile.ts'
import { AccountProfileUpdateSchema, ProfilePrefsPatchSchema } from './profile.contract.ts'

const HOUR = 60 * 60 * 1000

describe('missingProfileItems: what a seller fills in before the first listing or payout (spec §2 /account/profile/complete, decision 1002)', () => {
  const complete = { name: 'Dana', username: 'dana-sells', country: 'US', phone: '+15551234567' }
  it.each([
    ['a complete profile', complete, []],
    ['no country or phone', { ...complete, country: null, phone: null }, ['country', 'phone']],
    ['a blank name', { ...complete, name: '  ' }, ['name']],
    ['an unknown country code', { ...complete, country: 'XX' }, ['country']],
    ['a reserved username', { ...complete, username: 'portfolio' }, ['username']],
  ] as const)('%s', (_, profile, missing) => {
    expect(missingProfileItems(profile)).toEqual(missing)
  })
})

describe('usernameProblem: usernames are public paths (spec §2 /{username})', () => {
  it.each([
    ['dana-sells', null],
    ['Dana-Sells', null],
    ['ab', 'profile.error.usernameFormat'],
    ['-dana', 'profile.error.usernameFormat'],
    ['dana_sells', 'profile.error.usernameFormat'],
    ['account', 'profile.error.usernameReserved'],
  ])('%s → %s', (name, problem) => {
    expect(usernameProblem(name)).toBe(problem)
  })
})

describe('normalizePhone: stored as + and 7 to 15 digits', () => {
  it.each([
    ['+1 (555) 123-4567', '+15551234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['555 123 4567', null],
    ['+12345', null],
    ['+1234567890123456', null],
    ['+1 555 CALL ME', null],
  ])('%s → %s', (text, stored) => {
    expect(normalizePhone(text)).toBe(stored)
  })
})

describe('isTimeZone: the IANA zones of Intl.supportedValuesOf plus UTC', () => {
  it.each([
    ['America/New_York', true],
    ['Europe/Berlin', true],
    ['UTC', true],
    ['Mars/Olympus_Mons', false],
  ])('%s → %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known)
  })
})

describe('sniffAvatarType: the image kind comes from its bytes, never the client (decision 1005)', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0, 0, 0, 0, 0])
  const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP')), 'image/webp'],
    ['GIF', bytes(...ascii('GIF89a')), null],
    ['an SVG', new Uint8Array(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>')), null],
    ['nothing', new Uint8Array(), null],
  ] as const)('%s → %s', (_, data, type) => {
    expect(sniffAvatarType(data)).toBe(type)
  })
})

describe('typicalResponseTime: median delay to the first seller reply (decision 1006)', () => {
  it.each([
    ['fewer than 3 leads say nothing', [HOUR / 2, HOUR / 2], null],
    ['quick replies', [HOUR / 4, HOUR / 2, 2 * HOUR], 'hour'],
    ['a few hours', [HOUR, 3 * HOUR, 5 * HOUR], 'hours'],
    ['unanswered leads count as slowest', [HOUR / 2, null, null], 'slow'],
    ['the upper median of an even count', [HOUR / 2, HOUR / 2, 20 * HOUR, 30 * HOUR], 'day'],
    ['several days', [2 * 24 * HOUR, 3 * 24 * HOUR, 4 * 24 * HOUR], 'days'],
  ] as const)('%s', (_, delays, bucket) => {
    expect(typicalResponseTime(delays)).toBe(bucket)
  })
})

describe('POST v1/account/profile body (spec §7)', () => {
  it.each([
    [{ name: 'Dana' }, true],
    [{ username: 'Dana-Sells' }, true],
    [{ phone: '+1 555 123 4567', country: 'us' }, true],
    [{ country: '' }, true],
    [{}, false],
    [{ phone: '12' }, false],
    [{ country: 'ZZ' }, false],
    [{ bio: 'x'.repeat(501) }, false],
    [{ email: 'a@b.c' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(AccountProfileUpdateSchema.safeParse(body).success).toBe(valid)
  })

  it('stores the username lower-cased, the country upper-cased and the phone normalized', () => {
    expect(
      AccountProfileUpdateSchema.parse({
        username: 'Dana-Sells',
        country: 'de',
        phone: '+49 30 1234567',
      }),
    ).toEqual({ username: 'dana-sells', country: 'DE', phone: '+49301234567' })
  })
})

describe('PATCH v1/account/prefs body: the changed names and their values (spec §7)', () => {
  it.each([
    [{ changed: ['timeZone'], timeZone: 'Europe/Berlin' }, true],
    [{ changed: ['language', 'currency'], language: 'de-DE', currency: 'EUR' }, true],
    [{ changed: ['timeZone'] }, false],
    [{ changed: ['currency'], currency: 'EUR', language: 'de-DE' }, false],
    [{ changed: [], timeZone: 'UTC' }, false],
    [{ changed: ['timeZone'], timeZone: 'Nowhere/Town' }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(ProfilePrefsPatchSchema.safeParse(body).success).toBe(valid)
  })
})
