import { ActionIcon, Indicator } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { releaseNotesCalls, releaseNotesKeys, releaseNotesQueries } from '../release-notes.queries'

// The drawer (with Mantine's modal and scroll area) is in every portal page's header: it loads
// on the first opening, not with the page (issue 16).
const WhatsNewPanel = lazy(() =>
  import('./whats-new-panel').then((module) => ({ default: module.WhatsNewPanel })),
)

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
  const [hasOpened, setHasOpened] = useState(false)
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
    setHasOpened(true)
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
      {/* Mounted from the first opening on, so that closing keeps its transition. */}
      {hasOpened && (
        <Suspense fallback={null}>
          <WhatsNewPanel opened={isOpen} newIds={newIds} onClose={panel.close} />
        </Suspense>
      )}
    </>
  )
}
