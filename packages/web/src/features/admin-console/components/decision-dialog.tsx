import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'

/**
 * A confirmation with a note (issue 19): rejecting a domain and suspending an account need
 * one (the seller is told why; the audit log keeps it), approving takes an optional one.
 */
export function DecisionDialog({
  title,
  body,
  confirmLabel,
  noteLabel,
  isNoteRequired,
  isDanger = false,
  isBusy,
  error,
  onConfirm,
  onCancel,
}: {
  title: MessageKey
  body: ReactNode
  confirmLabel: MessageKey
  noteLabel: MessageKey
  isNoteRequired: boolean
  isDanger?: boolean
  isBusy: boolean
  error: MessageKey | null
  onConfirm: (note: string) => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const [note, setNote] = useState('')
  const [isMissing, setMissing] = useState(false)
  const confirm = () => {
    if (isNoteRequired && note.trim() === '') {
      setMissing(true)
      return
    }
    onConfirm(note.trim())
  }
  return (
    <Modal opened onClose={onCancel} title={<FormattedMessage id={title} />} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {body}
        </Text>
        <Textarea
          label={intl.formatMessage({ id: noteLabel })}
          required={isNoteRequired}
          autosize
          minRows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value)
            setMissing(false)
          }}
          error={
            isMissing
              ? intl.formatMessage({ id: 'adminConsole.note.required' })
              : error && intl.formatMessage({ id: error })
          }
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isBusy}>
            <FormattedMessage id="adminConsole.cancel" />
          </Button>
          <Button color={isDanger ? 'red.8' : undefined} onClick={confirm} loading={isBusy}>
            <FormattedMessage id={confirmLabel} />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
