import { Button, Group, Stack, type MantineSpacing } from '@mantine/core'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'
import { growl } from './growl'

/**
 * Saves one settings record: the server's answer becomes the cached record (nothing is read
 * again), then a growl says it was saved, or that it was not.
 */
export function useSaveSettings<TInput, TSaved>({
  save,
  queryKey,
  saved,
  failed = 'common.error.unknown',
  onSaved,
}: {
  save: (input: TInput) => Promise<TSaved>
  queryKey: QueryKey
  saved: MessageKey
  failed?: MessageKey
  /** What else the new record changes, e.g. other queries to read again. */
  onSaved?: () => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer)
      onSaved?.()
      growl({ kind: 'success', message: saved })
    },
    onError: () => growl({ kind: 'error', message: failed }),
  })
}

/**
 * A settings form: its fields, then the save button, off until something changed; `aside`
 * stands at the other end of the button's row.
 */
export function SettingsForm({
  onSave,
  isSaving,
  isChanged,
  saveLabel,
  gap,
  aside,
  children,
}: {
  onSave: () => void
  isSaving: boolean
  isChanged: boolean
  saveLabel: MessageKey
  gap: MantineSpacing
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      <Stack gap={gap}>
        {children}
        <Group justify={aside ? 'space-between' : 'flex-end'} wrap="wrap" gap="sm">
          {aside}
          <Button type="submit" disabled={!isChanged} loading={isSaving}>
            <FormattedMessage id={saveLabel} />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
