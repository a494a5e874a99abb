import { Anchor, Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { ReleaseNote } from '@namefolio/core/release-notes/release-notes.contract'
import { isPortalRoute } from '@namefolio/core/routing/route-names'
import { FormattedMessage, useIntl } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import { LoadError } from '../../../components/ui/load-error'
import { releaseNotesQueries } from '../release-notes.queries'
import { SectionHeading } from '../../../components/ui/section-heading'

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

/** The drawer of whats-new.tsx's button: the notes, newest first, "New" on the unread ones. */
export function WhatsNewPanel({
  opened,
  newIds,
  onClose,
}: {
  opened: boolean
  newIds: ReadonlySet<string>
  onClose: () => void
}) {
  const intl = useIntl()
  const notes = useQuery(releaseNotesQueries.list())
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
            <NoteItem key={note.id} note={note} isNew={newIds.has(note.id)} onFollow={onClose} />
          ))}
        </Stack>
      )}
    </Drawer>
  )
}
