import type {
  AgreedPrice,
  LeadActions,
  LeadDetail,
  LeadView,
} from '@namefolio/core/negotiations/leads.contract'
import { agreedCheckoutPath, paymentStateOf } from '@namefolio/core/negotiations/payment-window'
import type { Db } from '../../db/client.ts'
import type { UserRow } from '../../db/schema/users.ts'
import { isFeatureOnFor } from '../../http/feature-gate.ts'
import { leadNotFound, viewOfLead } from './lead-access.ts'
import { listLeadActivities } from './lead-activities.repository.ts'
import { type AgreedPriceRow, findAgreedPrice } from './lead-agreements.repository.ts'
import { leadActionsFor, toLeadSummary } from './lead-view.ts'
import { findLeadRecord } from './leads.repository.ts'

/** A broker messages a negotiation only where the switchboard's brokerMessaging is on (§6). */
function withBrokerMessaging(actions: LeadActions, isOn: boolean): LeadActions {
  return isOn ? actions : { ...actions, canMessage: false }
}

const isoOrNull = (d: Date | null) => (d === null ? null : d.toISOString())

/** The latest agreement with its window and the buyer's signals (decision 961). */
function toAgreedPrice(agreed: AgreedPriceRow, view: LeadView): AgreedPrice {
  return {
    id: agreed.id,
    buyerId: agreed.buyerId,
    priceMicros: agreed.priceMicros,
    status: agreed.status,
    createdAt: agreed.createdAt.toISOString(),
    deadline: agreed.deadlineAt.toISOString(),
    paymentState: paymentStateOf(agreed),
    checkoutOpenedAt: isoOrNull(agreed.checkoutOpenedAt),
    paymentStartedAt: isoOrNull(agreed.paymentStartedAt),
    paidAt: isoOrNull(agreed.paidAt),
    checkoutPath:
      view === 'buyer' && agreed.status === 'OPEN' ? agreedCheckoutPath(agreed.id) : null,
  }
}

/** One lead as the user sees it: timeline, what they may do, and the agreed price. */
export async function getLead(
  deps: { db: Db; now: () => Date },
  user: UserRow,
  leadId: string,
): Promise<LeadDetail> {
  const { db } = deps
  const lead = await findLeadRecord(db, leadId)
  const view = lead ? viewOfLead(user, lead) : null
  if (!lead || !view) throw leadNotFound()
  const now = deps.now()
  const [activities, agreed, canBrokerMessage] = await Promise.all([
    listLeadActivities(db, leadId, { view }),
    findAgreedPrice(db, leadId),
    view === 'broker' ? isFeatureOnFor(db, user.id, 'brokerMessaging') : true,
  ])
  const inputs = activities.map((a) => ({
    type: a.type,
    createdAt: a.createdAt,
    offerMicros: a.offerMicros,
  }))
  return {
    ...toLeadSummary(lead, view, inputs, now),
    activities,
    actions: withBrokerMessaging(leadActionsFor(lead, view, now), canBrokerMessage),
    agreedPrice: agreed === null ? null : toAgreedPrice(agreed, view),
  }
}
