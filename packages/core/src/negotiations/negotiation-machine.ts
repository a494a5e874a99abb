import type { CloseAction, LeadStage, NegotiationStatus } from './negotiation-status.ts'

/**
 * The negotiation state machine over the statuses of spec §4 (decision 410): which action a
 * party may take from which status, and where closing and reopening lead.
 *
 *   NEW              the buyer's first offer waits for an answer
 *   NEGOTIATING      offers and messages go back and forth
 *   PRICE_AGREED     an offer was accepted; the buyer's payment window runs (decision 961)
 *   CLOSED_BROKERED  the seller asked for a broker and none has taken it yet (decision 404)
 *   CLOSED_*         closed by a party (locked); the seller's side may reopen it
 */
export const NEGOTIATION_ACTIONS = [
  'offer',
  'accept',
  'decline',
  'message',
  'close',
  'lock',
  'unlock',
  'assignBroker',
  'requestBroker',
] as const
export type NegotiationAction = (typeof NEGOTIATION_ACTIONS)[number]

/** Why an action is refused: the key of its message in `LEAD_ERRORS`. */
export type NegotiationRefusal = 'priceAgreed' | 'brokerAssigned' | 'closed' | 'notLocked'

export type NegotiationState = { status: NegotiationStatus; locked: boolean }

const OPEN: readonly NegotiationStatus[] = ['NEW', 'NEGOTIATING']
const NOT_CLOSED: readonly NegotiationStatus[] = [...OPEN, 'PRICE_AGREED', 'CLOSED_BROKERED']

/** The statuses each action may start from (unlock starts from any locked negotiation). */
const ALLOWED_FROM: Readonly<
  Record<Exclude<NegotiationAction, 'unlock'>, readonly NegotiationStatus[]>
> = {
  offer: OPEN,
  accept: OPEN,
  decline: OPEN,
  // Both sides may still talk once a price is agreed, while the buyer pays.
  message: [...OPEN, 'PRICE_AGREED'],
  close: NOT_CLOSED,
  lock: NOT_CLOSED,
  assignBroker: NOT_CLOSED,
  // Asking again while waiting for a broker changes nothing (the service answers as is).
  requestBroker: [...OPEN, 'CLOSED_BROKERED'],
}

export function isOpenStatus(status: NegotiationStatus): boolean {
  return OPEN.includes(status)
}

/** Closed by a party: every `CLOSED_*` but the broker request, which waits for a broker. */
export function isClosedStatus(status: NegotiationStatus): boolean {
  return status.startsWith('CLOSED_') && status !== 'CLOSED_BROKERED'
}

/** Why `action` is refused in `state`, or null when the machine allows it. */
export function negotiationRefusal(
  action: NegotiationAction,
  state: NegotiationState,
): NegotiationRefusal | null {
  if (action === 'unlock') return state.locked ? null : 'notLocked'
  // A locked negotiation only reopens.
  if (!state.locked && ALLOWED_FROM[action].includes(state.status)) return null
  if (!state.locked && state.status === 'PRICE_AGREED') return 'priceAgreed'
  if (!state.locked && state.status === 'CLOSED_BROKERED') return 'brokerAssigned'
  return 'closed'
}

export function canTakeAction(action: NegotiationAction, state: NegotiationState): boolean {
  return negotiationRefusal(action, state) === null
}

/** The status each close action of spec §4 leaves (message only and declined lock it). */
export const CLOSE_STATUS = {
  stalled: 'CLOSED_STALLED',
  sold: 'CLOSED_SOLD',
  archived: 'CLOSED_ARCHIVED',
  confused: 'CLOSED_CONFUSED',
  messageOnly: 'CLOSED_LOCKED',
  offerDeclined: 'CLOSED_LOCKED',
} as const satisfies Record<Exclude<CloseAction, 'unlockNegotiations'>, NegotiationStatus>

export function closeStageFor(action: Exclude<CloseAction, 'unlockNegotiations'>): LeadStage {
  if (action === 'sold') return 'CLOSED_WON'
  return action === 'confused' ? 'CONFUSED' : 'CLOSED_LOST'
}

/**
 * The status to come back to when a closed or brokered negotiation reopens: an agreed price
 * that closing cancelled is gone, so that negotiation reopens as NEGOTIATING.
 */
export function reopenStatusOf(
  lead: { status: NegotiationStatus; statusBeforeClose: NegotiationStatus | null },
  keepsAgreement: boolean,
): NegotiationStatus {
  if (lead.status === 'PRICE_AGREED') return keepsAgreement ? 'PRICE_AGREED' : 'NEGOTIATING'
  if (lead.status === 'CLOSED_BROKERED') return lead.statusBeforeClose ?? 'NEW'
  return lead.status
}

/** The status and stage an unlock restores (the one saved on close, else by the offers). */
export function unlockedStatusOf(lead: {
  statusBeforeClose: NegotiationStatus | null
  hasOffers: boolean
}): { status: NegotiationStatus; stage: LeadStage } {
  const status = lead.statusBeforeClose ?? (lead.hasOffers ? 'NEGOTIATING' : 'NEW')
  return { status, stage: stageOf(status) }
}

/** The stage an offer, message or reopening leaves a negotiation in. */
export function stageOf(status: NegotiationStatus): LeadStage {
  if (status === 'PRICE_AGREED') return 'OFFER_ACCEPTED'
  return status === 'NEW' ? 'QUALIFYING' : 'NEGOTIATION'
}
