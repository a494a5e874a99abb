import { configEndpoints } from '@namefolio/core/config/config.endpoints'
import { isFeatureOn } from '@namefolio/core/config/feature-flag'
import type { RepriceInputBody } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { bulkRepriceEndpoints } from '@namefolio/core/portfolio/bulk-reprice.endpoints'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callEndpoint } from '../../lib/api-client'
import { invalidatePortfolio } from './portfolio.queries'

const E = bulkRepriceEndpoints

export const bulkEditKeys = {
  all: ['bulk-edits'] as const,
  list: () => [...bulkEditKeys.all, 'list'] as const,
  job: (jobId: string) => [...bulkEditKeys.all, 'job', jobId] as const,
  switches: () => [...bulkEditKeys.all, 'switches'] as const,
}

const isOver = (state: string | undefined) =>
  state === 'completed' || state === 'failed' || state === 'cancelled'

export const bulkEditQueries = {
  /** The listing history: recent bulk edits and the one an undo reverts. */
  list: () =>
    queryOptions({
      queryKey: bulkEditKeys.list(),
      queryFn: ({ signal }) => callEndpoint(E.listEdits, {}, { signal }),
    }),
  /** A reprice's or an undo's job, polled each second until it ends (DESIGN.md §6). */
  job: (jobId: string) =>
    queryOptions({
      queryKey: bulkEditKeys.job(jobId),
      queryFn: ({ signal }) => callEndpoint(E.getEditJob, { params: { jobId } }, { signal }),
      refetchInterval: (query) => (isOver(query.state.data?.state) ? false : 1000),
    }),
  /** Whether percent modes are on (spec §6 percent pricing; the server checks it too). */
  percentPricing: () =>
    queryOptions({
      queryKey: bulkEditKeys.switches(),
      queryFn: ({ signal }) => callEndpoint(configEndpoints.publicConfig, {}, { signal }),
      select: (config) => isFeatureOn(config.switchboard, 'percentPricing'),
      staleTime: Infinity,
    }),
}

/** The preview: a POST that writes nothing, so a mutation the dialog runs on demand. */
export function usePreviewReprice() {
  return useMutation({
    mutationFn: (input: RepriceInputBody) => callEndpoint(E.preview, { body: input }),
  })
}

export function useApplyReprice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RepriceInputBody) => callEndpoint(E.apply, { body: input }),
    onSuccess: (result) => {
      if (result.mode === 'done') void invalidateAfterEdit(queryClient)
    },
  })
}

export function useUndoLastEdit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (bulkEditId: string) => callEndpoint(E.undoLast, { body: { bulkEditId } }),
    onSettled: () => invalidateAfterEdit(queryClient),
  })
}

/** Prices and the listing history both changed. */
export function invalidateAfterEdit(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    invalidatePortfolio(queryClient),
    queryClient.invalidateQueries({ queryKey: bulkEditKeys.all }),
  ])
}
