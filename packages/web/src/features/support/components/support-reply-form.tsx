import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { SUPPORT_MESSAGE_MAX_CHARS } from '@namefolio/core/support/support-case'
import type { SupportCaseDetail, SupportReply } from '@namefolio/core/support/support.contract'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us'
import { checkAttachmentFile, readAttachmentFile } from '../attachment-file'
import { AttachmentInput } from './attachment-input'
import { fieldErrorsOf, type SupportFieldErrors } from './support-form-errors'

type Labels = { label: MessageKey; hint?: MessageKey; send: MessageKey; sent: MessageKey }

/** The reply box under a thread; the text stays when sending fails. */
export function SupportReplyForm({
  send,
  onSent,
  labels,
  allowAttachment = true,
}: {
  send: (reply: SupportReply) => Promise<SupportCaseDetail>
  onSent: (updated: SupportCaseDetail) => void
  labels: Labels
  allowAttachment?: boolean
}) {
  const intl = useIntl()
  const [message, setMessage] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<SupportFieldErrors>({})
  const reply = useMutation({
    mutationFn: async () => {
      const attachment = file ? await readAttachmentFile(file) : undefined
      return send({ message, ...(attachment ? { attachment } : {}) })
    },
    onSuccess: (updated) => {
      setMessage('')
      setFile(null)
      growl({ kind: 'success', message: labels.sent })
      onSent(updated)
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const local: SupportFieldErrors = {}
    if (message.trim() === '') local.message = 'support.form.required'
    const fileProblem = checkAttachmentFile(file)
    if (fileProblem) local.attachment = fileProblem
    setErrors(local)
    if (Object.keys(local).length === 0) reply.mutate()
  }
  const hasFieldError = Object.keys(errors).length > 0
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {reply.isError && !hasFieldError && (
          <Alert color="red" role="alert">
            <FormattedMessage id="support.reply.failed" />
          </Alert>
        )}
        <Textarea
          label={intl.formatMessage({ id: labels.label })}
          description={labels.hint ? intl.formatMessage({ id: labels.hint }) : undefined}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message ? intl.formatMessage({ id: errors.message }) : undefined}
          rows={4}
          resize="vertical"
          maxLength={SUPPORT_MESSAGE_MAX_CHARS}
        />
        {allowAttachment && (
          <AttachmentInput
            value={file}
            onChange={(next) => {
              setFile(next)
              setErrors(({ attachment: _dropped, ...rest }) => rest)
            }}
            error={errors.attachment ?? null}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            <FormattedMessage id={labels.send} />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** A short note under the reply box of a closed case. */
export function ReopenNote() {
  return (
    <Text size="xs" c="dimmed">
      <FormattedMessage id="support.reply.reopens" />
    </Text>
  )
}
