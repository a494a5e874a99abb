import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import {
  SUPPORT_MESSAGE_MAX_CHARS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '@namefolio/core/support/support-case'
import type { SupportCaseDetail } from '@namefolio/core/support/support.contract'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { supportCalls, supportKeys, supportQueries } from '../support.queries'
import { AttachmentInput } from './attachment-input'
import { SendFailed, useSupportDraft } from './support-draft'

export type SupportFormDefaults = { topic?: SupportTopic; domain?: string }

/**
 * "Contact support" (spec §1; issue 18): topic, one of the person's domains or transactions,
 * the message and a file. A refusal keeps everything typed and names the field.
 */
export function SupportCaseForm({
  defaults,
  onOpened,
  onCancel,
}: {
  defaults: SupportFormDefaults
  onOpened: (created: SupportCaseDetail) => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const choices = useQuery(supportQueries.choices())
  const [topic, setTopic] = useState<SupportTopic>(
    defaults.topic ?? (defaults.domain ? 'LISTING' : 'OTHER'),
  )
  const [domain, setDomain] = useState(defaults.domain ?? '')
  const [transactionId, setTransactionId] = useState<string | null>(null)
  const draft = useSupportDraft()
  const { errors } = draft

  const open = useMutation({
    mutationFn: async () =>
      supportCalls.open({
        topic,
        message: draft.message,
        ...(domain.trim() ? { domainName: domain.trim() } : {}),
        ...(transactionId ? { transactionId } : {}),
        ...(await draft.attachment()),
      }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.all })
      growl({
        kind: 'success',
        message: 'support.form.sent',
        values: { reference: created.reference },
      })
      onOpened(created)
    },
    onError: draft.refused,
  })

  const submit = draft.submitWith(() => open.mutate())
  const errorText = (key: MessageKey | undefined) =>
    key ? intl.formatMessage({ id: key }) : undefined

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {open.isError && !draft.hasFieldError && <SendFailed message="support.form.failed" />}
        <Select
          label={intl.formatMessage({ id: 'support.form.topic' })}
          data={SUPPORT_TOPICS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `support.topic.${value}` }),
          }))}
          value={topic}
          onChange={(value) => value && setTopic(value as SupportTopic)}
          allowDeselect={false}
          required
        />
        <TextInput
          label={intl.formatMessage({ id: 'support.form.domain' })}
          description={intl.formatMessage({ id: 'support.form.domainHint' })}
          value={domain}
          onChange={(event) => setDomain(event.currentTarget.value)}
          error={errorText(errors.domainName)}
          autoComplete="off"
          spellCheck={false}
        />
        {(choices.data?.transactions.length ?? 0) > 0 && (
          <Select
            label={intl.formatMessage({ id: 'support.form.transaction' })}
            placeholder={intl.formatMessage({ id: 'support.form.transactionNone' })}
            data={(choices.data?.transactions ?? []).map((t) => ({
              value: t.transactionId,
              label: intl.formatMessage(
                { id: 'support.form.transactionOption' },
                { domain: t.domainName, side: t.side, date: formatServerDate(t.saleDate, 'table') },
              ),
            }))}
            value={transactionId}
            onChange={setTransactionId}
            clearable
            searchable
            error={errorText(errors.transactionId)}
          />
        )}
        <Textarea
          label={intl.formatMessage({ id: 'support.form.message' })}
          value={draft.message}
          onChange={(event) => draft.setMessage(event.currentTarget.value)}
          error={errorText(errors.message)}
          rows={6}
          resize="vertical"
          maxLength={SUPPORT_MESSAGE_MAX_CHARS}
          required
        />
        <AttachmentInput
          value={draft.file}
          onChange={draft.changeFile}
          error={errors.attachment ?? null}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={open.isPending}>
            <FormattedMessage id="support.form.cancel" />
          </Button>
          <Button type="submit" loading={open.isPending}>
            <FormattedMessage id="support.form.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
