import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  ListNotificationsQuerySchema,
  NOTIFICATION_BULK_MAX,
  NotificationBulkDeleteSchema,
  NotificationBulkReadSchema,
  NotificationCountSchema,
  NotificationPageSchema,
  NotificationPreferencesPatchSchema,
  NotificationPreferencesSchema,
  NotificationReadSchema,
  resolveNotificationPreferences,
} from './notifications.contract.ts'
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from './notifications.constants.ts'

const ID = '8f14e45f-ceea-467f-a8f5-c62b8c6e7b1a'
const ID2 = '1679091c-5a88-4faf-9fb8-a47e7c2d4c3e'

const allOn = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true]))

describe('notifications (spec §7 v1/account/notification[s]; decision 450)', () => {
  it('knows the six kinds of lead event, the two of the payment window, the two review decisions (issue 19) and the two channels', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'offer',
      'counterOffer',
      'message',
      'accepted',
      'declined',
      'expired',
      'paymentDue',
      'paymentWindowClosed',
      'domainApproved',
      'domainRejected',
    ])
    expect(NOTIFICATION_CHANNELS).toEqual(['email', 'inApp'])
  })

  it('parses a page of notifications and refuses a fractional offer amount', () => {
    const item = {
      id: ID,
      kind: 'offer',
      leadId: ID2,
      domainName: 'example.com',
      offerMicros: 1_500_000_000,
      read: false,
      createdAt: '2026-01-02T03:04:05Z',
    }
    expect(NotificationPageSchema.parse({ items: [item], total: 1 }).items[0]).toEqual(item)
    expect(
      NotificationPageSchema.safeParse({ items: [{ ...item, offerMicros: 1.5 }], total: 1 })
        .success,
    ).toBe(false)
    expect(
      NotificationPageSchema.safeParse({ items: [{ ...item, kind: 'sold' }], total: 1 }).success,
    ).toBe(false)
  })

  it.each([
    [{}, { status: 'all', offset: 0, limit: 100 }],
    [
      { status: 'unread', offset: '20', limit: '10' },
      { status: 'unread', offset: 20, limit: 10 },
    ],
  ])('lists with %j → %j (spec §9 page size 100, offset 0)', (query, expected) => {
    expect(ListNotificationsQuerySchema.parse(query)).toEqual(expected)
  })

  it('refuses an unknown list status and a negative count', () => {
    expect(ListNotificationsQuerySchema.safeParse({ status: 'read' }).success).toBe(false)
    expect(NotificationCountSchema.safeParse({ count: -1 }).success).toBe(false)
    expect(NotificationCountSchema.parse({ count: 3 })).toEqual({ count: 3 })
  })
})

describe('notification preferences (spec §7 GET, PATCH v1/account/notifications)', () => {
  it('turns every kind on for every channel by default', () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({ email: allOn, inApp: allOn })
    expect(NotificationPreferencesSchema.parse(DEFAULT_NOTIFICATION_PREFERENCES)).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    )
  })

  it.each([
    ['an unknown kind', { email: { ...allOn, spam: true }, inApp: allOn }],
    ['a missing kind', { email: { ...allOn, offer: undefined }, inApp: allOn }],
    ['a missing channel', { email: allOn }],
  ])('refuses full preferences with %s', (_why, prefs) => {
    expect(NotificationPreferencesSchema.safeParse(prefs).success).toBe(false)
  })

  it.each([
    [{}, true],
    [{ email: { offer: false } }, true],
    [{ inApp: { expired: false, message: true } }, true],
    [{ email: { sold: false } }, false],
    [{ sms: { offer: false } }, false],
    [{ email: { offer: 'no' } }, false],
  ])('patch %j is valid: %s', (patch, valid) => {
    expect(NotificationPreferencesPatchSchema.safeParse(patch).success).toBe(valid)
  })

  it('resolves stored switches over the defaults: anything not stored is on', () => {
    expect(resolveNotificationPreferences({})).toEqual(DEFAULT_NOTIFICATION_PREFERENCES)
    expect(
      resolveNotificationPreferences({ email: { offer: false }, inApp: { expired: false } }),
    ).toEqual({ email: { ...allOn, offer: false }, inApp: { ...allOn, expired: false } })
  })

  it('keeps exactly the stored values of known kinds and drops unknown ones', () => {
    const switches = fc.dictionary(
      fc.constantFrom(...NOTIFICATION_KINDS, 'unknownKind'),
      fc.boolean(),
    )
    fc.assert(
      fc.property(switches, switches, (email, inApp) => {
        const resolved = resolveNotificationPreferences({ email, inApp })
        expect(NotificationPreferencesSchema.safeParse(resolved).success).toBe(true)
        for (const kind of NOTIFICATION_KINDS) {
          expect(resolved.email[kind]).toBe(email[kind] ?? true)
          expect(resolved.inApp[kind]).toBe(inApp[kind] ?? true)
        }
      }),
    )
  })
})

describe('bulk read and delete (spec §7 PATCH, DELETE v1/account/notification/bulk)', () => {
  it.each([
    [{ ids: [ID], read: true }, true],
    [{ all: true, read: false }, true],
    [{ ids: [ID], all: true, read: true }, false],
    [{ read: true }, false],
    [{ all: false, read: true }, false],
    [{ ids: [], read: true }, false],
    [{ ids: ['not-a-uuid'], read: true }, false],
    [{ ids: [ID] }, false],
    [{ ids: [ID], read: true, extra: 1 }, false],
  ])('read %j is valid: %s', (body, valid) => {
    expect(NotificationBulkReadSchema.safeParse(body).success).toBe(valid)
  })

  it('says to give either ids or all when both or neither are given', () => {
    const result = NotificationBulkReadSchema.safeParse({ read: true })
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Give either ids or all.'])
  })

  it(`takes at most ${NOTIFICATION_BULK_MAX} ids`, () => {
    const ids = (n: number) => Array.from({ length: n }, () => ID)
    expect(
      NotificationBulkDeleteSchema.safeParse({ ids: ids(NOTIFICATION_BULK_MAX) }).success,
    ).toBe(true)
    expect(
      NotificationBulkDeleteSchema.safeParse({ ids: ids(NOTIFICATION_BULK_MAX + 1) }).success,
    ).toBe(false)
    expect(NotificationBulkDeleteSchema.safeParse({ ids: [ID], all: true }).success).toBe(false)
  })

  it('marks one notification read or unread by id', () => {
    expect(NotificationReadSchema.parse({ id: ID, read: false })).toEqual({ id: ID, read: false })
    expect(NotificationReadSchema.safeParse({ id: 'x', read: true }).success).toBe(false)
    expect(NotificationReadSchema.safeParse({ id: ID }).success).toBe(false)
  })
})
