import { ActionIcon, Group } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadSummary, MinorPatch } from '@namefolio/core/negotiations/leads.contract'
import { useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { applyLeadChange, leadCalls } from '../leads.queries'
import { StarIcon, ThumbIcon } from './lead-icons'

/** Like, dislike and star (spec §4 "marked read, liked or starred"), for the viewer's side. */
export function LeadMarks({ lead }: { lead: LeadSummary }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const mark = useMutation({
    mutationFn: (patch: MinorPatch) => leadCalls.minor(lead.id, patch),
    onSuccess: (updated) => applyLeadChange(queryClient, updated),
    onError: () => growl({ kind: 'warning', message: 'common.error.unknown' }),
  })
  if (lead.viewerRole === 'admin') return null
  const domain = lead.domainName
  const isLiked = lead.likeStatus === 'LIKED'
  const isDisliked = lead.likeStatus === 'DISLIKED'
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color={lead.starred ? 'yellow' : 'gray'}
        aria-label={intl.formatMessage({ id: 'leads.star' }, { domain })}
        aria-pressed={lead.starred}
        onClick={() => mark.mutate({ starred: !lead.starred })}
      >
        <StarIcon filled={lead.starred} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={isLiked ? 'teal' : 'gray'}
        aria-label={intl.formatMessage({ id: 'leads.like' }, { domain })}
        aria-pressed={isLiked}
        onClick={() => mark.mutate({ likeStatus: isLiked ? 'NONE' : 'LIKED' })}
      >
        <ThumbIcon filled={isLiked} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color={isDisliked ? 'red' : 'gray'}
        aria-label={intl.formatMessage({ id: 'leads.dislike' }, { domain })}
        aria-pressed={isDisliked}
        onClick={() => mark.mutate({ likeStatus: isDisliked ? 'NONE' : 'DISLIKED' })}
      >
        <ThumbIcon filled={isDisliked} down />
      </ActionIcon>
    </Group>
  )
}
