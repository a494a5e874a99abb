import { LEAD_ERRORS, type LeadView } from '@namefolio/core/negotiations/leads.contract'
import {
  type NegotiationAction,
  negotiationRefusal,
} from '@namefolio/core/negotiations/negotiation-machine'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { isSellerSidelined, type LeadRecord } from './lead-view.ts'

export function conflict(code: string, message: string): AppError {
  return new AppError('CONFLICT', message, { fields: [{ field: 'lead', code }] })
}

export function leadNotFound(): AppError {
  return new AppError('NOT_FOUND', 'No such lead.')
}

/** The lead's view for a user: own role on it first, then admin; null if none (decision 401). */
export function viewOfLead(user: UserRow, lead: LeadRecord): LeadView | null {
  if (lead.sellerId === user.id) return 'seller'
  if (lead.brokerId === user.id && user.roles.includes('broker')) return 'broker'
  if (lead.buyerId === user.id) return 'buyer'
  if (user.roles.includes('admin')) return 'admin'
  return null
}

export function defaultViewFor(user: UserRow): LeadView {
  if (user.roles.includes('seller')) return 'seller'
  if (user.roles.includes('broker')) return 'broker'
  if (user.roles.includes('buyer')) return 'buyer'
  if (user.roles.includes('admin')) return 'admin'
  return 'buyer'
}

/** Every view but the buyer's needs its role. */
export function assertView(user: UserRow, view: LeadView): void {
  const needs = view === 'buyer' ? null : view
  if (needs !== null && !user.roles.includes(needs)) {
    throw new AppError('FORBIDDEN', `The ${view} view needs the ${view} role.`)
  }
}

/** Offers and messages are the parties'; a seller with a broker watches (decision 404). */
export function assertNegotiates(lead: LeadRecord, view: LeadView): void {
  if (view === 'admin') throw new AppError('FORBIDDEN', 'Administrators do not negotiate.')
  if (isSellerSidelined(lead, view)) {
    throw conflict(LEAD_ERRORS.brokerAssigned, 'A broker negotiates this lead for you.')
  }
}

const REFUSAL_MESSAGES = {
  priceAgreed: 'A price is already agreed.',
  brokerAssigned: 'This lead waits for a broker.',
  closed: 'This negotiation is closed.',
  notLocked: 'This negotiation is not closed.',
} as const

/** Asks core's negotiation machine whether `action` may start from the lead's status. */
export function assertNegotiationAllows(
  lead: LeadRecord,
  action: NegotiationAction,
  closedMessage: string = REFUSAL_MESSAGES.closed,
): void {
  const refusal = negotiationRefusal(action, lead)
  if (refusal === null) return
  throw conflict(
    LEAD_ERRORS[refusal],
    refusal === 'closed' ? closedMessage : REFUSAL_MESSAGES[refusal],
  )
}
