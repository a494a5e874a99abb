import {
  ActionIcon,
  Anchor,
  Badge,
  Drawer,
  Group,
  Indicator,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { ReleaseNote } from '@namefolio/core/release-notes/release-notes.contract'
import { isPortalRoute } from '@namefolio/core/routing/route-names'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { releaseNotesCalls, releaseNotesKeys, releaseNotesQueries } from '../release-notes.queries'
import { SectionHeading } from '../../../components/ui/section-heading'

function GiftIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 2-1zM9 5a1 1 0 0 1 2 1v1H9a1 1 0 0 1 0-2zm2 15H7v-8h4zm0-10H5V9h6zm6 10h-4v-8h4zm2-10h-6V9h6z"
      />
    </svg>
  )
}

function NoteItem({
  note,
  isNew,
  onFollow,
}: {
  note: ReleaseNote
  isNew: boolean
  onFollow: () => void
}) {
  const intl = useIntl()
  return (
    <Stack component="article" gap={4} aria-labelledby={`note-${note.id}`}>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="baseline">
        <Text size="xs" c="dimmed" component="time" dateTime={note.publishedOn}>
          {formatServerDate(`${note.publishedOn}T12:00:00Z`, 'default')}
        </Text>
        {isNew && (
          <Badge size="sm" color="red" variant="light">
            <FormattedMessage id="whatsNew.new" />
          </Badge>
        )}
      </Group>
      <Title order={3} size="h5" id={`note-${note.id}`}>
        {note.title}
      </Title>
      <Text size="sm">{note.body}</Text>
      {note.path && isPortalRoute(note.path) && (
        <Anchor
          component={Link}
          to={note.path as never}
          size="sm"
          onClick={onFollow}
          aria-label={intl.formatMessage({ id: 'whatsNew.tryItLabel' }, { title: note.title })}
        >
          <FormattedMessage id="whatsNew.tryIt" />
        </Anchor>
      )}
    </Stack>
  )
}

/**
 * The portal header's "What's new" (spec §7 `GET /v1/rad/releaseNotes`; decision 1024): a
 * dot while some note is unread; opening the panel marks the notes read on the server, and
 * keeps their "New" badges until it closes.
 */
export function WhatsNewButton() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [isOpen, panel] = useDisclosure(false)
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(new Set())
  const notes = useQuery(releaseNotesQueries.list())
  const unreadCount = notes.data?.unreadCount ?? 0
  const markRead = useMutation({
    mutationFn: releaseNotesCalls.markRead,
    onSuccess: (saved) => queryClient.setQueryData(releaseNotesKeys.all, saved),
  })
  const open = () => {
    const unread = (notes.data?.notes ?? []).filter((n) => !n.isRead).map((n) => n.id)
    setNewIds(new Set(unread))
    if (unread.length > 0) markRead.mutate(unread)
    panel.open()
  }
  return (
    <>
      <Indicator color="red" size={10} offset={7} disabled={unreadCount === 0} withBorder>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={open}
          aria-haspopup="dialog"
          aria-label={
            unreadCount > 0
              ? intl.formatMessage({ id: 'whatsNew.buttonUnread' }, { count: unreadCount })
              : intl.formatMessage({ id: 'whatsNew.button' })
          }
        >
          <GiftIcon />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={isOpen}
        onClose={panel.close}
        position="right"
        size="md"
        title={<SectionHeading title="whatsNew.title" />}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      >
        {notes.isPending && <DelayedSkeleton height={240} />}
        {notes.isError && (
          <LoadError
            message="whatsNew.error"
            onRetry={() => void notes.refetch()}
            isRetrying={notes.isFetching}
          />
        )}
        {notes.isSuccess && notes.data.notes.length === 0 && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="whatsNew.empty" />
          </Text>
        )}
        {notes.isSuccess && (
          <Stack gap="lg">
            {notes.data.notes.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                isNew={newIds.has(note.id)}
                onFollow={panel.close}
              />
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  )
}
