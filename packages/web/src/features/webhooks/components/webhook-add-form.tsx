import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@namefolio/core/webhooks/webhook-events'
import { MAX_WEBHOOK_URL_LENGTH } from '@namefolio/core/webhooks/webhooks.constants'
import { SecretShownOnce } from '../../../components/ui/secret-shown-once'
import { webhookErrorOf } from '../webhook-errors'
import { webhookCalls } from '../webhooks.queries'

const SECRET_LABELS = {
  copy: 'webhooks.secret.copy',
  copied: 'webhooks.secret.copied',
  done: 'webhooks.secret.done',
} as const

/** The secret of a new endpoint, shown this once with a copy button. */
export function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <SecretShownOnce
      title="webhooks.secret.title"
      body="webhooks.secret.body"
      secret={secret}
      testId="webhook-secret"
      labels={SECRET_LABELS}
      onDone={onDone}
    />
  )
}

/** Subscribes a URL to the chosen events (issue 24); the server checks the URL (SSRF). */
export function WebhookAddForm({ onAdded }: { onAdded: () => void }) {
  const intl = useIntl()
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>(['offer.received'])
  const [secret, setSecret] = useState<string | null>(null)
  const [problem, setProblem] = useState<ReturnType<typeof webhookErrorOf> | null>(null)
  const create = useMutation({
    mutationFn: () => webhookCalls.create({ url: url.trim(), eventTypes: events }),
    onSuccess: (created) => {
      setSecret(created.secret)
      setUrl('')
      setProblem(null)
      onAdded()
    },
    onError: (error) => setProblem(webhookErrorOf(error)),
  })
  if (secret) return <NewSecret secret={secret} onDone={() => setSecret(null)} />
  const submit = () => {
    if (events.length === 0) return setProblem({ id: 'webhooks.add.needEvent' })
    setProblem(null)
    create.mutate()
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={<FormattedMessage id="webhooks.add.url" />}
          description={<FormattedMessage id="webhooks.add.urlHint" />}
          placeholder="https://example.com/hooks"
          type="url"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          required
          maxLength={MAX_WEBHOOK_URL_LENGTH}
          error={
            problem && problem.id !== 'webhooks.add.needEvent'
              ? intl.formatMessage({ id: problem.id }, problem.values)
              : undefined
          }
        />
        <Checkbox.Group
          label={<FormattedMessage id="webhooks.add.events" />}
          value={events}
          onChange={(value) => setEvents(value as WebhookEventType[])}
          error={
            problem?.id === 'webhooks.add.needEvent'
              ? intl.formatMessage({ id: problem.id })
              : undefined
          }
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                value={type}
                label={<FormattedMessage id={`webhooks.event.${type}`} />}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group>
          <Button type="submit" loading={create.isPending} disabled={url.trim() === ''}>
            <FormattedMessage id="webhooks.add.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
