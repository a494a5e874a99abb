import { ActionIcon, Group } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadSummary, MinorPatch } from '@namefolio/core/negotiations/leads.contract'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { applyLeadChange, leadCalls } from '../leads.queries'
import { StarIcon, ThumbIcon } from './lead-icons'

/** One mark as a pressed-or-not button, in its colour while it is on. */
function MarkToggle({
  isOn,
  color,
  label,
  onToggle,
  children,
}: {
  isOn: boolean
  color: string
  label: string
  onToggle: () => void
  children: ReactNode
}) {
  return (
    <ActionIcon
      variant="subtle"
      color={isOn ? color : 'gray'}
      aria-label={label}
      aria-pressed={isOn}
      onClick={onToggle}
    >
      {children}
    </ActionIcon>
  )
}

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
      <MarkToggle
        isOn={lead.starred}
        color="yellow"
        label={intl.formatMessage({ id: 'leads.star' }, { domain })}
        onToggle={() => mark.mutate({ starred: !lead.starred })}
      >
        <StarIcon filled={lead.starred} />
      </MarkToggle>
      <MarkToggle
        isOn={isLiked}
        color="teal"
        label={intl.formatMessage({ id: 'leads.like' }, { domain })}
        onToggle={() => mark.mutate({ likeStatus: isLiked ? 'NONE' : 'LIKED' })}
      >
        <ThumbIcon filled={isLiked} />
      </MarkToggle>
      <MarkToggle
        isOn={isDisliked}
        color="red"
        label={intl.formatMessage({ id: 'leads.dislike' }, { domain })}
        onToggle={() => mark.mutate({ likeStatus: isDisliked ? 'NONE' : 'DISLIKED' })}
      >
        <ThumbIcon filled={isDisliked} down />
      </MarkToggle>
    </Group>
  )
}
