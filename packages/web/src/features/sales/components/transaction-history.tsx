import { Alert, Button, Group, Stack, Text, Textarea, Timeline } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { TransactionDetail } from '@namefolio/core/sales/sales.contract'
import type { TransactionMessage } from '@namefolio/core/sales/transaction-extras.contract'
import {
  checkTransactionMessage,
  TRANSACTION_MESSAGE_MAX_LENGTH,
} from '@namefolio/core/sales/transaction-messages'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { sendTransactionMessage, transactionExtrasQueries } from '../transaction-extras.queries'

export type HistoryViewer = 'seller' | 'buyer' | 'admin'
type Event = TransactionDetail['events'][number]
type Entry =
  | { at: string; event: Event; message?: never }
  | { at: string; message: TransactionMessage; event?: never }

/** Who did it, in the viewer's words: "You" for the viewer's own side. */
export function actorKeyFor(actor: string, viewer: HistoryViewer): MessageKey {
  if (actor === viewer) return 'txextras.actor.you'
  if (actor === 'seller') return 'txextras.actor.seller'
  if (actor === 'buyer') return 'txextras.actor.buyer'
  if (actor === 'broker') return 'txextras.actor.broker'
  return 'txextras.actor.namefolio'
}

/** Status changes and messages in one list, oldest first (a message after the same instant). */
export function mergeHistory(
  events: readonly Event[],
  messages: readonly TransactionMessage[],
): Entry[] {
  const entries: Entry[] = [
    ...events.map((event) => ({ at: event.at, event })),
    ...messages.map((message) => ({ at: message.createdAt, message })),
  ]
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry)
}

function When({ at, who }: { at: string; who: MessageKey }) {
  return (
    <Text size="xs" c="dimmed" className="nf-tabular">
      {formatServerDate(at, 'default')} {formatServerDate(at, 'time')} ·{' '}
      <FormattedMessage id={who} />
    </Text>
  )
}

const REFUSALS: Record<string, MessageKey> = {
  'transactionMessage.body.required': 'txextras.message.error.required',
  'transactionMessage.body.tooLong': 'txextras.message.error.tooLong',
}

/** The form under the history: a message to the other side, kept when sending fails. */
function MessageForm({
  transactionId,
  viewer,
}: {
  transactionId: string
  viewer: 'seller' | 'buyer'
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [refusal, setRefusal] = useState<MessageKey | null>(null)
  const send = useMutation({
    mutationFn: (body: string) => sendTransactionMessage(queryClient, transactionId, body),
    onSuccess: () => {
      setText('')
      setRefusal(null)
      growl({ kind: 'success', message: 'txextras.message.sent' })
    },
    onError: (error) => {
      const code = isApiError(error) ? error.fields[0]?.code : undefined
      setRefusal((code && REFUSALS[code]) || 'txextras.message.error.failed')
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkTransactionMessage(text)
    if (!checked.ok) {
      setRefusal(REFUSALS[checked.code] ?? 'txextras.message.error.failed')
      return
    }
    send.mutate(checked.body)
  }

  const length = [...text.trim()].length
  const isFieldError = refusal !== null && refusal !== 'txextras.message.error.failed'
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={intl.formatMessage({
            id: viewer === 'seller' ? 'txextras.message.toBuyer' : 'txextras.message.toSeller',
          })}
          description={intl.formatMessage({ id: 'txextras.message.description' })}
          rows={3}
          resize="vertical"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value)
            if (refusal) setRefusal(null)
          }}
          error={
            isFieldError
              ? intl.formatMessage({ id: refusal }, { max: TRANSACTION_MESSAGE_MAX_LENGTH })
              : undefined
          }
        />
        {refusal === 'txextras.message.error.failed' && (
          <Alert color="red" variant="light" role="alert">
            <FormattedMessage id={refusal} />
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text
            size="xs"
            c={length > TRANSACTION_MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'}
            className="nf-tabular"
          >
            <FormattedMessage
              id="txextras.message.count"
              values={{ count: length, max: TRANSACTION_MESSAGE_MAX_LENGTH }}
            />
          </Text>
          <Button type="submit" loading={send.isPending}>
            <FormattedMessage id="txextras.message.send" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * A transaction's history for its seller, its buyer or an admin (issue 18): every status
 * change and every message between the two sides, oldest first, and a form to add a message.
 */
export function TransactionHistory({
  detail,
  viewer,
}: {
  detail: TransactionDetail
  viewer: HistoryViewer
}) {
  const messages = useQuery(transactionExtrasQueries.messages(detail.transactionId))
  const entries = mergeHistory(detail.events, messages.data?.items ?? [])
  return (
    <Stack gap="md">
      <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
        {entries.map((entry, i) =>
          entry.event ? (
            <Timeline.Item
              key={`e-${entry.at}-${i}`}
              title={
                <Text size="sm" fw={600}>
                  <FormattedMessage id={`sales.status.${entry.event.to}` as MessageKey} />
                </Text>
              }
            >
              <When at={entry.at} who={actorKeyFor(entry.event.actor, viewer)} />
              {entry.event.note && (
                <Text size="sm" mt={2}>
                  {entry.event.note}
                </Text>
              )}
            </Timeline.Item>
          ) : (
            <Timeline.Item
              key={entry.message.messageId}
              color="blue"
              data-message={entry.message.messageId}
              title={
                <Text size="sm" fw={600}>
                  <FormattedMessage id="txextras.message.title" />
                </Text>
              }
            >
              <When
                at={entry.at}
                who={
                  entry.message.isMine
                    ? 'txextras.actor.you'
                    : actorKeyFor(entry.message.role, viewer)
                }
              />
              <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.message.body}
              </Text>
            </Timeline.Item>
          ),
        )}
      </Timeline>
      {messages.isError && (
        <Alert color="red" variant="light">
          <Group justify="space-between" gap="xs">
            <FormattedMessage id="txextras.messages.loadError" />
            <Button size="xs" variant="default" onClick={() => void messages.refetch()}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Group>
        </Alert>
      )}
      {viewer !== 'admin' && <MessageForm transactionId={detail.transactionId} viewer={viewer} />}
    </Stack>
  )
}
