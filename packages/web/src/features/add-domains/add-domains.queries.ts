import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AddDomainsInput,
  ListingSettings,
  UploadJob,
  UploadMode,
} from '@namefolio/core/domains/domain-intake.contract'
import { domainIntakeEndpoints as E } from '@namefolio/core/domains/domain-intake.endpoints'
import { callEndpoint } from '../../lib/api-client'
import { postFormData } from '../../lib/form-upload'

/** One page of the upload history. */
const UPLOADS_PAGE_SIZE = 20
/** The verification list shows the first hundred names waiting for proof. */
const VERIFICATIONS_SHOWN = 100

export const addDomainsKeys = {
  all: ['add-domains'] as const,
  lander: () => [...addDomainsKeys.all, 'lander'] as const,
  review: (raw: string) => [...addDomainsKeys.all, 'review', raw] as const,
  uploads: (offset: number) => [...addDomainsKeys.all, 'uploads', offset] as const,
  upload: (jobId: string) => [...addDomainsKeys.all, 'upload', jobId] as const,
  verifications: () => [...addDomainsKeys.all, 'verifications'] as const,
  verificationTxt: () => [...addDomainsKeys.all, 'verification-txt'] as const,
}

const isActive = (job: UploadJob) => job.state === 'queued' || job.state === 'running'

export const addDomainsQueries = {
  lander: () =>
    queryOptions({
      queryKey: addDomainsKeys.lander(),
      queryFn: ({ signal }) => callEndpoint(E.getAccountLander, {}, { signal }),
    }),
  /** The review step: nothing is written until the seller adds. */
  review: (raw: string) =>
    queryOptions({
      queryKey: addDomainsKeys.review(raw),
      queryFn: ({ signal }) =>
        callEndpoint(E.reviewDomains, { body: { domains: raw } }, { signal }),
      staleTime: 0,
    }),
  /** Upload history; polls while an import runs so the progress survives a reload. */
  uploads: (offset = 0) =>
    queryOptions({
      queryKey: addDomainsKeys.uploads(offset),
      queryFn: ({ signal }) =>
        callEndpoint(E.listUploads, { query: { offset, limit: UPLOADS_PAGE_SIZE } }, { signal }),
      refetchInterval: (query) => (query.state.data?.items.some(isActive) ? 1000 : false),
    }),
  verifications: () =>
    queryOptions({
      queryKey: addDomainsKeys.verifications(),
      queryFn: ({ signal }) =>
        callEndpoint(E.listVerifications, { query: { limit: VERIFICATIONS_SHOWN } }, { signal }),
    }),
  verificationTxt: () =>
    queryOptions({
      queryKey: addDomainsKeys.verificationTxt(),
      queryFn: ({ signal }) => callEndpoint(E.getVerificationTxt, {}, { signal }),
      staleTime: Infinity,
    }),
}

export function useAddDomains() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AddDomainsInput) => callEndpoint(E.addDomains, { body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] })
      void queryClient.invalidateQueries({ queryKey: addDomainsKeys.verifications() })
    },
  })
}

/** Sends the file as multipart/form-data: the server streams it to disk while reading it. */
export async function uploadDomainFile(
  file: File,
  settings: ListingSettings | undefined,
  mode: UploadMode = 'add',
): Promise<UploadJob> {
  const form = new FormData()
  // 'update' changes names already held and waits for the seller's Apply (issue 15).
  if (mode === 'update') form.append('mode', mode)
  // Without settings the server applies the account's default lander.
  if (settings) form.append('settings', JSON.stringify(settings))
  form.append('file', file, file.name)
  return postFormData<UploadJob>('/api/v2/domains/uploads', form)
}

export function useUploadDomainFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      file,
      settings,
      mode,
    }: {
      file: File
      settings: ListingSettings | undefined
      mode?: UploadMode
    }) => uploadDomainFile(file, settings, mode),
    // Not awaited: the page moves on to the history at once, which polls the new job.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: addDomainsKeys.all }),
  })
}

export function useCancelUpload() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) => callEndpoint(E.cancelUpload, { params: { jobId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addDomainsKeys.all }),
  })
}

export function useCheckVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (domains: string[]) => callEndpoint(E.checkVerifications, { body: { domains } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: addDomainsKeys.verifications() })
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] })
    },
  })
}

export function refusalReportUrl(jobId: string): string {
  return `/api/v2/domains/uploads/${encodeURIComponent(jobId)}/refusals`
}
