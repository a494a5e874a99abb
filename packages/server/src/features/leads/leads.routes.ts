import {
  BrokerListSchema,
  CreateLeadInputSchema,
  LeadCountsQuerySchema,
  LeadDetailSchema,
  LeadFolderCountsSchema,
  LeadMessagesSchema,
  LeadPageSchema,
  LeadParamsSchema,
  LeadPatchSchema,
  ListLeadsQuerySchema,
  MessageInputSchema,
  MinorPatchSchema,
  OfferInputSchema,
  SelfBrokeredPatchSchema,
} from '@namefolio/core/negotiations/leads.contract'
import { leadsEndpoints as api } from '@namefolio/core/negotiations/leads.endpoints'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { LeadsService } from './leads.service.ts'

const tags = ['leads']
const list = { query: ListLeadsQuerySchema, response: LeadPageSchema }
const read = { params: LeadParamsSchema, response: LeadDetailSchema }

/** The leads endpoints of spec §7; who may do what is the service's (decision 401). */
export function registerLeadsRoutes(app: ZodApp, deps: { leads: LeadsService }): void {
  const { leads } = deps

  const lists = [
    [api.list, leads.listLeads],
    [api.offersMade, leads.listOffersMade],
    [api.offersReceived, leads.listOffersReceived],
    [api.selfBrokered, leads.listSelfBrokered],
  ] as const
  for (const [target, listFor] of lists) {
    serveEndpoint(app, target, { tags, schemas: list }, (req) =>
      listFor(requireUser(req), req.query),
    )
  }
  for (const target of [api.detail, api.selfBrokeredDetail]) {
    serveEndpoint(app, target, { tags, schemas: read }, (req) =>
      leads.getLead(requireUser(req), req.params.leadId),
    )
  }
  for (const target of [api.sendMessage, api.selfBrokeredMessage]) {
    serveEndpoint(app, target, { tags, schemas: { ...read, body: MessageInputSchema } }, (req) =>
      leads.sendMessage(requireUser(req), req.params.leadId, req.body),
    )
  }

  serveEndpoint(
    app,
    api.create,
    { tags, schemas: { body: CreateLeadInputSchema, response: LeadDetailSchema } },
    (req) => leads.createLead(requireUser(req), req.body),
  )
  serveEndpoint(
    app,
    api.counts,
    { tags, schemas: { query: LeadCountsQuerySchema, response: LeadFolderCountsSchema } },
    (req) => leads.countFolders(requireUser(req), req.query.view),
  )
  serveEndpoint(app, api.brokers, { tags, schemas: { response: BrokerListSchema } }, (req) => {
    requireUser(req)
    return leads.listBrokers()
  })
  serveEndpoint(
    app,
    api.messages,
    { tags, schemas: { params: LeadParamsSchema, response: LeadMessagesSchema } },
    (req) => leads.listMessages(requireUser(req), req.params.leadId),
  )
  serveEndpoint(app, api.offer, { tags, schemas: { ...read, body: OfferInputSchema } }, (req) =>
    leads.makeOffer(requireUser(req), req.params.leadId, req.body),
  )
  serveEndpoint(
    app,
    api.patchSelfBrokered,
    { tags, schemas: { ...read, body: SelfBrokeredPatchSchema } },
    (req) => leads.patchSelfBrokered(requireUser(req), req.params.leadId, req.body),
  )
  serveEndpoint(
    app,
    api.patchMinor,
    { tags, schemas: { ...read, body: MinorPatchSchema } },
    (req) => leads.patchMinor(requireUser(req), req.params.leadId, req.body),
  )
  serveEndpoint(app, api.patch, { tags, schemas: { ...read, body: LeadPatchSchema } }, (req) =>
    leads.patchLead(requireUser(req), req.params.leadId, req.body),
  )
}
