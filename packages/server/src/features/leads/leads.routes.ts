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
import { requireUser } from '../../http/auth.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { LeadsService } from './leads.service.ts'

const tags = ['leads']
const detail = { 200: LeadDetailSchema }

/** The leads endpoints of spec §7; who may do what is the service's (decision 401). */
export function registerLeadsRoutes(app: ZodApp, deps: { leads: LeadsService }): void {
  const { leads } = deps

  app.get(
    '/api/v1/leads',
    { schema: { tags, querystring: ListLeadsQuerySchema, response: { 200: LeadPageSchema } } },
    async (request) => leads.listLeads(requireUser(request), request.query),
  )
  app.post(
    '/api/v1/leads',
    { schema: { tags, body: CreateLeadInputSchema, response: { 201: LeadDetailSchema } } },
    async (request, reply) =>
      reply.status(201).send(await leads.createLead(requireUser(request), request.body)),
  )
  app.get(
    '/api/v1/leads/counts',
    {
      schema: {
        tags,
        querystring: LeadCountsQuerySchema,
        response: { 200: LeadFolderCountsSchema },
      },
    },
    async (request) => leads.countFolders(requireUser(request), request.query.view),
  )
  app.get(
    '/api/v1/leads/brokers',
    { schema: { tags, response: { 200: BrokerListSchema } } },
    async (request) => {
      requireUser(request)
      return leads.listBrokers()
    },
  )
  app.get(
    '/api/v1/leads/offersMade',
    { schema: { tags, querystring: ListLeadsQuerySchema, response: { 200: LeadPageSchema } } },
    async (request) => leads.listOffersMade(requireUser(request), request.query),
  )
  app.get(
    '/api/v1/leads/offersReceived',
    { schema: { tags, querystring: ListLeadsQuerySchema, response: { 200: LeadPageSchema } } },
    async (request) => leads.listOffersReceived(requireUser(request), request.query),
  )
  app.get(
    '/api/v1/leads/selfBrokered',
    { schema: { tags, querystring: ListLeadsQuerySchema, response: { 200: LeadPageSchema } } },
    async (request) => leads.listSelfBrokered(requireUser(request), request.query),
  )
  app.get(
    '/api/v1/leads/selfBrokered/:leadId',
    { schema: { tags, params: LeadParamsSchema, response: detail } },
    async (request) => leads.getLead(requireUser(request), request.params.leadId),
  )
  app.patch(
    '/api/v1/leads/selfBrokered/:leadId',
    { schema: { tags, params: LeadParamsSchema, body: SelfBrokeredPatchSchema, response: detail } },
    async (request) =>
      leads.patchSelfBrokered(requireUser(request), request.params.leadId, request.body),
  )
  app.patch(
    '/api/v1/leads/selfBrokered/:leadId/minor',
    { schema: { tags, params: LeadParamsSchema, body: MinorPatchSchema, response: detail } },
    async (request) => leads.patchMinor(requireUser(request), request.params.leadId, request.body),
  )
  app.post(
    '/api/v1/leads/selfBrokered/:leadId/offer',
    { schema: { tags, params: LeadParamsSchema, body: OfferInputSchema, response: detail } },
    async (request) => leads.makeOffer(requireUser(request), request.params.leadId, request.body),
  )
  app.post(
    '/api/v1/leads/selfBrokered/:leadId/message',
    { schema: { tags, params: LeadParamsSchema, body: MessageInputSchema, response: detail } },
    async (request) => leads.sendMessage(requireUser(request), request.params.leadId, request.body),
  )
  app.get(
    '/api/v1/leads/:leadId',
    { schema: { tags, params: LeadParamsSchema, response: detail } },
    async (request) => leads.getLead(requireUser(request), request.params.leadId),
  )
  app.patch(
    '/api/v1/leads/:leadId',
    { schema: { tags, params: LeadParamsSchema, body: LeadPatchSchema, response: detail } },
    async (request) => leads.patchLead(requireUser(request), request.params.leadId, request.body),
  )
  app.get(
    '/api/v1/leads/:leadId/messages',
    { schema: { tags, params: LeadParamsSchema, response: { 200: LeadMessagesSchema } } },
    async (request) => leads.listMessages(requireUser(request), request.params.leadId),
  )
  app.post(
    '/api/v1/leads/:leadId/messages',
    { schema: { tags, params: LeadParamsSchema, body: MessageInputSchema, response: detail } },
    async (request) => leads.sendMessage(requireUser(request), request.params.leadId, request.body),
  )
}
