import { queryOptions } from '@tanstack/react-query'
import type { OfferRuleInput } from '@namefolio/core/negotiations/offer-rules.contract'
import { offerRuleEndpoints as E } from '@namefolio/core/negotiations/offer-rules.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const offerRuleKeys = {
  all: ['offer-rules'] as const,
  list: (domainName?: string) => [...offerRuleKeys.all, domainName ?? '*'] as const,
}

export const offerRuleQueries = {
  /** The portfolio rule and the domain rules (only `domainName`'s when given). */
  list: (domainName?: string) =>
    queryOptions({
      queryKey: offerRuleKeys.list(domainName),
      queryFn: ({ signal }) =>
        callEndpoint(E.list, { query: domainName ? { domainName } : {} }, { signal }),
    }),
}

/** Every change touches the portfolio list and the domain pages: all rule queries refresh. */
export const offerRuleCalls = {
  save: (body: OfferRuleInput) => callEndpoint(E.save, { body }),
  setPaused: (ruleId: string, paused: boolean) =>
    callEndpoint(E.setPaused, { params: { ruleId }, body: { paused } }),
  remove: (ruleId: string) => callEndpoint(E.remove, { params: { ruleId } }),
}
