import type {
  CreateLeadInput,
  LeadDetail,
  LeadPage,
  LeadPatch,
  LeadView,
  ListLeadsQuery,
  MessageInput,
  MinorPatch,
  OfferInput,
  SelfBrokeredPatch,
} from '@namefolio/core/negotiations/leads.contract'
import type { UserRow } from '../../db/schema/users.ts'
import { AppError } from '../../http/app-error.ts'
import { acceptOffer } from './accept-offer.ts'
import { applyOfferRule } from './apply-offer-rule.ts'
import { assignBroker } from './assign-broker.ts'
import { closeNegotiation } from './close-negotiation.ts'
import { createLead } from './create-lead.ts'
import { declineOffer } from './decline-offer.ts'
import { getLead } from './get-lead.ts'
import { assertView } from './lead-access.ts'
import type { LeadChange } from './lead-events.ts'
import {
  changeLead,
  type LeadsContext,
  type LeadsServiceDeps,
  type LeadStep,
} from './lead-mutation.ts'
import { listBrokers } from './lead-parties.repository.ts'
import { countFolders, listLeads, listMessages } from './list-leads.ts'
import { lockNegotiation } from './lock-negotiation.ts'
import { makeOffer } from './make-offer.ts'
import { markLead } from './mark-lead.ts'
import { sendMessage } from './send-message.ts'
import { unlockNegotiation } from './unlock-negotiation.ts'
import { updateLead } from './leads.repository.ts'

export type { LeadsServiceDeps } from './lead-mutation.ts'

/** PATCH selfBrokered carries one action (the contract refuses two): which use case runs. */
function selfBrokeredStep(patch: SelfBrokeredPatch) {
  return (change: LeadChange) => {
    if (patch.accept) return acceptOffer(change)
    if (patch.decline) return declineOffer(change)
    if (patch.locked !== undefined) {
      return patch.locked ? lockNegotiation(change) : unlockNegotiation(change)
    }
    return assignBroker(change, patch)
  }
}

/** PATCH a lead: the seller's side sets the stage, any party closes or reopens. */
function leadPatchStep(patch: LeadPatch) {
  return async (change: LeadChange) => {
    if (patch.stage !== undefined) {
      if (change.view === 'buyer') throw new AppError('FORBIDDEN', 'The stage is the seller’s.')
      await updateLead(change.tx, change.lead.id, { stage: patch.stage, updatedAt: change.at })
    }
    return patch.close === undefined ? [] : closeNegotiation(change, patch.close)
  }
}

/** The leads use cases of spec §7 over one set of dependencies (decision 411). */
export function createLeadsService(deps: LeadsServiceDeps) {
  const ctx: LeadsContext = { ...deps, now: deps.now ?? (() => new Date()) }
  const change = (user: UserRow, leadId: string, step: LeadStep): Promise<LeadDetail> =>
    changeLead(ctx, user, leadId, step)

  return {
    getLead: (user: UserRow, leadId: string): Promise<LeadDetail> => getLead(ctx, user, leadId),
    listLeads: (user: UserRow, query: ListLeadsQuery): Promise<LeadPage> =>
      listLeads(ctx, user, query),

    /** The seller's leads that no broker negotiates (spec §7 GET v1/leads/selfBrokered). */
    listSelfBrokered(user: UserRow, query: ListLeadsQuery): Promise<LeadPage> {
      assertView(user, 'seller')
      return listLeads(ctx, user, { ...query, view: 'seller' }, 'selfBrokered')
    },
    /** Negotiations in which the user, as buyer, has made an offer. */
    listOffersMade: (user: UserRow, query: ListLeadsQuery): Promise<LeadPage> =>
      listLeads(ctx, user, { ...query, view: 'buyer' }, 'offersMade'),
    /** Negotiations in which the user, as buyer, received a seller's or broker's offer. */
    listOffersReceived: (user: UserRow, query: ListLeadsQuery): Promise<LeadPage> =>
      listLeads(ctx, user, { ...query, view: 'buyer' }, 'offersReceived'),

    countFolders: (user: UserRow, requested: LeadView | undefined) =>
      countFolders(ctx, user, requested),
    listMessages: (user: UserRow, leadId: string) => listMessages(ctx, user, leadId),
    listBrokers: async () => ({ items: await listBrokers(ctx.db) }),

    // A buyer's offer may meet the seller's offer rule, which answers it at once (issue 24).
    createLead: async (user: UserRow, input: CreateLeadInput) =>
      applyOfferRule(ctx, user, await createLead(ctx, user, input)),
    makeOffer: async (user: UserRow, leadId: string, input: OfferInput) =>
      applyOfferRule(ctx, user, await change(user, leadId, (c) => makeOffer(c, input))),
    sendMessage: (user: UserRow, leadId: string, input: MessageInput) =>
      change(user, leadId, (c) => sendMessage(c, input)),
    patchSelfBrokered: (user: UserRow, leadId: string, patch: SelfBrokeredPatch) =>
      change(user, leadId, selfBrokeredStep(patch)),
    patchMinor: (user: UserRow, leadId: string, patch: MinorPatch) =>
      change(user, leadId, (c) => markLead(c, patch)),
    patchLead: (user: UserRow, leadId: string, patch: LeadPatch) =>
      change(user, leadId, leadPatchStep(patch)),
  }
}

export type LeadsService = ReturnType<typeof createLeadsService>
