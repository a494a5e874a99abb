import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { csvUpdateEndpoints as E } from '@namefolio/core/domains/csv-update.endpoints'
import { callEndpoint } from '../../lib/api-client'
import { addDomainsKeys } from './add-domains.queries'

/** The preview and Apply of a CSV upload that updates names already held (issue 15). */
export const uploadUpdateQueries = {
  preview: (jobId: string) =>
    queryOptions({
      queryKey: [...addDomainsKeys.upload(jobId), 'preview'] as const,
      queryFn: ({ signal }) => callEndpoint(E.previewUpdate, { params: { jobId } }, { signal }),
      // The portfolio may change under it: read it again whenever it is shown.
      staleTime: 0,
    }),
}

export function useApplyUpdate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) => callEndpoint(E.applyUpdate, { params: { jobId } }),
    // The history shows the job's progress; the preview is over once applied.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addDomainsKeys.uploads(0) }),
  })
}
