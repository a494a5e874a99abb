import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { SAVED_VIEW_NAME_MAX, SAVED_VIEWS_MAX } from '../saved-views.queries'

/** The server's field codes this dialog can explain; anything else is a generic failure. */
const KNOWN_CODES = new Set<string>([
  'savedViews.name.required',
  'savedViews.name.tooLong',
  'savedViews.name.taken',
  'savedViews.limit',
  'savedViews.search.invalid',
  'savedViews.columns.invalid',
  'savedViews.columns.tooMany',
  'savedViews.view.invalid',
])

export type NameError = { key: MessageKey; values: Record<string, string | number> }

/** The message for a failed save: the server's message key, with the limits it names. */
export function nameErrorOf(error: unknown, name: string): NameError {
  const code = isApiError(error) ? error.fields[0]?.code : undefined
  if (code === undefined || !KNOWN_CODES.has(code)) {
    return { key: 'savedViews.error.generic', values: {} }
  }
  return { key: code as MessageKey, values: { name, max: limitOf(code) } }
}

function limitOf(code: string): number {
  return code === 'savedViews.limit' ? SAVED_VIEWS_MAX : SAVED_VIEW_NAME_MAX
}

/** Asks for a view's name (save or rename); stays open with the reason when the server refuses. */
export function ViewNameDialog({
  title,
  description,
  submitLabel,
  initialName,
  onSubmit,
  onClose,
}: {
  title: MessageKey
  description?: ReactNode
  submitLabel: MessageKey
  initialName: string
  onSubmit: (name: string) => Promise<void>
  onClose: () => void
}) {
  const intl = useIntl()
  const [name, setName] = useState(initialName)
  const [error, setError] = useState<NameError | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const submit = async () => {
    const trimmed = name.trim()
    if (trimmed === '') {
      setError({ key: 'savedViews.name.required', values: {} })
      return
    }
    setIsBusy(true)
    try {
      await onSubmit(trimmed)
      onClose()
    } catch (failure) {
      setError(nameErrorOf(failure, trimmed))
      setIsBusy(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: title })} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <Stack gap="md">
          {description !== undefined && (
            <Text size="sm" component="div">
              {description}
            </Text>
          )}
          <TextInput
            label={intl.formatMessage({ id: 'savedViews.name.label' })}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value)
              setError(null)
            }}
            maxLength={SAVED_VIEW_NAME_MAX}
            error={error === null ? undefined : intl.formatMessage({ id: error.key }, error.values)}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isBusy}>
              <FormattedMessage id="savedViews.cancel" />
            </Button>
            <Button type="submit" loading={isBusy}>
              <FormattedMessage id={submitLabel} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
