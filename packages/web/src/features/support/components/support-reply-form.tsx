import { Button, Group, Stack, Text, Textarea } from '@mantine/core'
import { SUPPORT_MESSAGE_MAX_CHARS } from '@namefolio/core/support/support-case'
import type { SupportCaseDetail, SupportReply } from '@namefolio/core/support/support.contract'
import { useMutation } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { AttachmentInput } from './attachment-input'
import { SendFailed, useSupportDraft } from './support-draft'

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
  const draft = useSupportDraft()
  const { errors } = draft
  const reply = useMutation({
    mutationFn: async () => send({ message: draft.message, ...(await draft.attachment()) }),
    onSuccess: (updated) => {
      draft.clear()
      growl({ kind: 'success', message: labels.sent })
      onSent(updated)
    },
    onError: draft.refused,
  })
  const submit = draft.submitWith(() => reply.mutate())
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {reply.isError && !draft.hasFieldError && <SendFailed message="support.reply.failed" />}
        <Textarea
          label={intl.formatMessage({ id: labels.label })}
          description={labels.hint ? intl.formatMessage({ id: labels.hint }) : undefined}
          value={draft.message}
          onChange={(event) => draft.setMessage(event.currentTarget.value)}
          error={errors.message ? intl.formatMessage({ id: errors.message }) : undefined}
          rows={4}
          resize="vertical"
          maxLength={SUPPORT_MESSAGE_MAX_CHARS}
        />
        {allowAttachment && (
          <AttachmentInput
            value={draft.file}
            onChange={draft.changeFile}
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
