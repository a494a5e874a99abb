import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AlignInput,
  ImportPurpose,
  MarketplaceImport,
} from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import { marketplaceImportsEndpoints as E } from '@namefolio/core/marketplace-imports/marketplace-imports.endpoints'
import { callEndpoint } from '../../lib/api-client'
import { postFormData } from '../../lib/form-upload'

export const marketplaceImportKeys = {
  all: ['marketplace-imports'] as const,
  one: (importId: string) => ['marketplace-imports', 'one', importId] as const,
  drift: (importId: string, offset: number) =>
    ['marketplace-imports', 'drift', importId, offset] as const,
}

export const DRIFT_PAGE_SIZE = 25

const isOver = (state: MarketplaceImport['state'] | undefined) =>
  state === 'completed' || state === 'failed'

export const marketplaceImportQueries = {
  /** The import, asked again every second while the job reads the file. */
  one: (importId: string) =>
    queryOptions({
      queryKey: marketplaceImportKeys.one(importId),
      queryFn: ({ signal }) => callEndpoint(E.get, { params: { importId } }, { signal }),
      refetchInterval: (query) => (isOver(query.state.data?.state) ? false : 1000),
    }),
  drift: (importId: string, offset: number) =>
    queryOptions({
      queryKey: marketplaceImportKeys.drift(importId, offset),
      queryFn: ({ signal }) =>
        callEndpoint(
          E.drift,
          { params: { importId }, query: { offset, limit: DRIFT_PAGE_SIZE } },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
}

/** The CSV of rows not mapped, with the reason of each. */
export const unmappedReportUrl = (importId: string) =>
  `/api/v2/marketplace-imports/${encodeURIComponent(importId)}/unmapped`

/** Sends the export as multipart/form-data: the server streams it to disk, a job reads it. */
async function uploadExport(file: File, purpose: ImportPurpose): Promise<MarketplaceImport> {
  const form = new FormData()
  form.append('purpose', purpose)
  form.append('file', file, file.name)
  return postFormData<MarketplaceImport>('/api/v2/marketplace-imports', form)
}

export function useUploadExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, purpose }: { file: File; purpose: ImportPurpose }) =>
      uploadExport(file, purpose),
    onSuccess: (created) =>
      queryClient.setQueryData(marketplaceImportKeys.one(created.importId), created),
  })
}

export function useAlignDrift(importId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AlignInput) => callEndpoint(E.align, { params: { importId }, body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: marketplaceImportKeys.all })
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] })
    },
  })
}
