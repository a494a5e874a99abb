import { queryOptions } from '@tanstack/react-query'
import { releaseNotesEndpoints } from '@namefolio/core/release-notes/release-notes.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const releaseNotesKeys = {
  all: ['release-notes'] as const,
}

export const releaseNotesQueries = {
  list: () =>
    queryOptions({
      queryKey: releaseNotesKeys.all,
      queryFn: ({ signal }) => callEndpoint(releaseNotesEndpoints.list, {}, { signal }),
      // Notes change with a release: an hour's staleness is plenty.
      staleTime: 60 * 60 * 1000,
    }),
}

export const releaseNotesCalls = {
  markRead: (ids: string[]) => callEndpoint(releaseNotesEndpoints.markRead, { body: { ids } }),
}
