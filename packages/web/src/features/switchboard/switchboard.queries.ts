import { queryOptions } from '@tanstack/react-query'
import type {
  CreateCohortBody,
  SetFlagBody,
  UpdateCohortBody,
} from '@namefolio/core/switchboard/switchboard.contract'
import { switchboardEndpoints as E } from '@namefolio/core/switchboard/switchboard.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const switchboardKeys = {
  all: ['switchboard'] as const,
  board: () => [...switchboardKeys.all, 'board'] as const,
}

export const switchboardQueries = {
  board: () =>
    queryOptions({
      queryKey: switchboardKeys.board(),
      queryFn: ({ signal }) => callEndpoint(E.switchboard, {}, { signal }),
    }),
}

/** The admin's writes (issue 19); each is recorded in the audit log by the server. */
export const switchboardCalls = {
  setFlag: (key: string, body: SetFlagBody) => callEndpoint(E.setFlag, { params: { key }, body }),
  createCohort: (body: CreateCohortBody) => callEndpoint(E.createCohort, { body }),
  updateCohort: (cohortId: string, body: UpdateCohortBody) =>
    callEndpoint(E.updateCohort, { params: { cohortId }, body }),
}
