import { describe, expect, it } from 'vitest'
import {
  canTakeAction,
  CLOSE_STATUS,
  closeStageFor,
  isClosedStatus,
  negotiationRefusal,
  reopenStatusOf,
  unlockedStatusOf,
} from './negotiation-machine.ts'
import { NEGOTIATION_STATUSES } from './negotiation-status.ts'

const open = (status: (typeof NEGOTIATION_STATUSES)[number]) => ({ status, locked: false })

describe('negotiation state machine (spec §4 negotiation status, decision 410)', () => {
  it.each([
    ['offer', 'NEW'],
    ['offer', 'NEGOTIATING'],
    ['accept', 'NEGOTIATING'],
    ['decline', 'NEW'],
    ['message', 'NEGOTIATING'],
    ['message', 'PRICE_AGREED'],
    ['close', 'PRICE_AGREED'],
    ['close', 'CLOSED_BROKERED'],
    ['lock', 'NEW'],
    ['assignBroker', 'CLOSED_BROKERED'],
    ['requestBroker', 'NEGOTIATING'],
    ['requestBroker', 'CLOSED_BROKERED'],
  ] as const)('allows %s from %s', (action, status) => {
    expect(negotiationRefusal(action, open(status))).toBeNull()
    expect(canTakeAction(action, open(status))).toBe(true)
  })

  it.each([
    ['offer', 'PRICE_AGREED', 'priceAgreed'],
    ['accept', 'PRICE_AGREED', 'priceAgreed'],
    ['requestBroker', 'PRICE_AGREED', 'priceAgreed'],
    ['offer', 'CLOSED_BROKERED', 'brokerAssigned'],
    ['message', 'CLOSED_BROKERED', 'brokerAssigned'],
    ['decline', 'CLOSED_SOLD', 'closed'],
    ['message', 'CLOSED_LOCKED', 'closed'],
    ['close', 'CLOSED_ARCHIVED', 'closed'],
    ['lock', 'CLOSED_STALLED', 'closed'],
    ['assignBroker', 'CLOSED_CONFUSED', 'closed'],
  ] as const)('refuses %s from %s with %s', (action, status, refusal) => {
    expect(negotiationRefusal(action, open(status))).toBe(refusal)
  })

  it('a locked negotiation only reopens', () => {
    const locked = { status: 'CLOSED_LOCKED', locked: true } as const
    expect(negotiationRefusal('close', locked)).toBe('closed')
    expect(negotiationRefusal('unlock', locked)).toBeNull()
    expect(negotiationRefusal('unlock', open('NEGOTIATING'))).toBe('notLocked')
  })

  it.each(NEGOTIATION_STATUSES)(
    '%s is closed by a party only when CLOSED_ and not brokered',
    (s) => {
      expect(isClosedStatus(s)).toBe(s.startsWith('CLOSED_') && s !== 'CLOSED_BROKERED')
    },
  )

  it.each([
    ['stalled', 'CLOSED_STALLED', 'CLOSED_LOST'],
    ['sold', 'CLOSED_SOLD', 'CLOSED_WON'],
    ['archived', 'CLOSED_ARCHIVED', 'CLOSED_LOST'],
    ['confused', 'CLOSED_CONFUSED', 'CONFUSED'],
    ['messageOnly', 'CLOSED_LOCKED', 'CLOSED_LOST'],
    ['offerDeclined', 'CLOSED_LOCKED', 'CLOSED_LOST'],
  ] as const)('closing as %s leaves %s at stage %s', (action, status, stage) => {
    expect(CLOSE_STATUS[action]).toBe(status)
    expect(closeStageFor(action)).toBe(stage)
  })

  it.each([
    ['PRICE_AGREED', null, true, 'PRICE_AGREED'],
    ['PRICE_AGREED', null, false, 'NEGOTIATING'],
    ['CLOSED_BROKERED', 'NEGOTIATING', true, 'NEGOTIATING'],
    ['CLOSED_BROKERED', null, true, 'NEW'],
    ['NEW', null, false, 'NEW'],
  ] as const)(
    '%s (before close %s, keeps agreement %s) reopens as %s',
    (status, before, keeps, to) => {
      expect(reopenStatusOf({ status, statusBeforeClose: before }, keeps)).toBe(to)
    },
  )

  it.each([
    ['PRICE_AGREED', true, 'PRICE_AGREED', 'OFFER_ACCEPTED'],
    [null, true, 'NEGOTIATING', 'NEGOTIATION'],
    [null, false, 'NEW', 'QUALIFYING'],
  ] as const)(
    'unlocking (saved %s, offers %s) restores %s at %s',
    (before, hasOffers, status, stage) => {
      expect(unlockedStatusOf({ statusBeforeClose: before, hasOffers })).toEqual({ status, stage })
    },
  )
})
