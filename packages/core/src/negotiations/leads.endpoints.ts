import { endpoint } from '../http/endpoint.ts'
import type * as c from './leads.contract.ts'

type List = { query: typeof c.ListLeadsQuerySchema; response: typeof c.LeadPageSchema }
type Read = { params: typeof c.LeadParamsSchema; response: typeof c.LeadDetailSchema }
type Change<Body> = Read & { body: Body }
type Message = Change<typeof c.MessageInputSchema>

const LEADS = '/api/v1/leads'
const LEAD = `${LEADS}/:leadId`
const SELF_BROKERED = `${LEADS}/selfBrokered/:leadId`

/** The leads endpoints of spec §7 (decision 990: one contract per endpoint; decision 412). */
export const leadsEndpoints = {
  list: endpoint<List>()('GET', LEADS),
  create: endpoint<{ body: typeof c.CreateLeadInputSchema; response: typeof c.LeadDetailSchema }>()(
    'POST',
    LEADS,
    { status: 201 },
  ),
  counts: endpoint<{
    query: typeof c.LeadCountsQuerySchema
    response: typeof c.LeadFolderCountsSchema
  }>()('GET', `${LEADS}/counts`),
  brokers: endpoint<{ response: typeof c.BrokerListSchema }>()('GET', `${LEADS}/brokers`),
  offersMade: endpoint<List>()('GET', `${LEADS}/offersMade`),
  offersReceived: endpoint<List>()('GET', `${LEADS}/offersReceived`),
  selfBrokered: endpoint<List>()('GET', `${LEADS}/selfBrokered`),
  selfBrokeredDetail: endpoint<Read>()('GET', SELF_BROKERED),
  patchSelfBrokered: endpoint<Change<typeof c.SelfBrokeredPatchSchema>>()('PATCH', SELF_BROKERED),
  patchMinor: endpoint<Change<typeof c.MinorPatchSchema>>()('PATCH', `${SELF_BROKERED}/minor`),
  offer: endpoint<Change<typeof c.OfferInputSchema>>()('POST', `${SELF_BROKERED}/offer`),
  selfBrokeredMessage: endpoint<Message>()('POST', `${SELF_BROKERED}/message`),
  detail: endpoint<Read>()('GET', LEAD),
  patch: endpoint<Change<typeof c.LeadPatchSchema>>()('PATCH', LEAD),
  messages: endpoint<{
    params: typeof c.LeadParamsSchema
    response: typeof c.LeadMessagesSchema
  }>()('GET', `${LEAD}/messages`),
  sendMessage: endpoint<Message>()('POST', `${LEAD}/messages`),
}

/** Development and test only (decision 451): the leads jobs at the caller's clock. */
export const leadsTestEndpoints = {
  expireOffers: endpoint<{
    body: typeof c.ExpireOffersInputSchema
    response: typeof c.ExpireOffersResultSchema
  }>()('POST', '/api/v1/test/leads/expire-offers'),
  sweepPaymentWindows: endpoint<{
    body: typeof c.SweepPaymentWindowsInputSchema
    response: typeof c.SweepPaymentWindowsResultSchema
  }>()('POST', '/api/v1/test/leads/payment-windows'),
}
