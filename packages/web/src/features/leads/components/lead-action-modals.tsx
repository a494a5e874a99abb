import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LeadDetail, LeadPatch } from '@namefolio/core/negotiations/leads.contract'
import { CLOSE_REASONS, type CloseReason } from '@namefolio/core/negotiations/negotiation-status'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { applyLeadChange, leadCalls, leadQueries } from '../leads.queries'

type CloseAction = LeadDetail['actions']['closeActions'][number]

/** The error key the server answered, shown as text; unknown failures get the generic one. */
export function errorKeyOf(error: unknown): MessageKey {
  const code = isApiError(error) ? error.fields[0]?.code : undefined
  return (code as MessageKey | undefined) ?? 'common.error.unknown'
}

/** What a lead's action modal gets: the lead, whether it shows, and how it closes. */
type LeadModalProps = { lead: LeadDetail; opened: boolean; onClose: () => void }

/** A change to the lead that, once the server takes it, updates the caches, says so and closes. */
function useLeadChange<V = void>(
  mutationFn: (variables: V) => Promise<LeadDetail>,
  done: MessageKey,
  onClose: () => void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (updated) => {
      applyLeadChange(queryClient, updated)
      growl({ kind: 'success', message: done })
      onClose()
    },
  })
}

/** The server's refusal of a change, as a line of red text. */
function ErrorLine({ mutation }: { mutation: { isError: boolean; error: unknown } }) {
  if (!mutation.isError) return null
  return (
    <Text c="red" size="sm" role="alert">
      <FormattedMessage id={errorKeyOf(mutation.error)} />
    </Text>
  )
}

/** A yes/no question before an action that cannot be taken back silently. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  color = 'blue',
  isPending,
  onConfirm,
  onClose,
}: {
  opened: boolean
  title: ReactNode
  children: ReactNode
  confirmLabel: ReactNode
  color?: string
  isPending: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            <FormattedMessage id="leads.confirm.cancel" />
          </Button>
          <Button color={color} loading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

/** Close with one of the viewer's close actions and a close reason (spec §4), confirmed. */
export function CloseModal({ lead, opened, onClose }: LeadModalProps) {
  const intl = useIntl()
  const actions = lead.actions.closeActions.filter((a) => a !== 'unlockNegotiations')
  const [action, setAction] = useState<CloseAction | null>(actions[0] ?? null)
  const [reason, setReason] = useState<CloseReason>('UNKNOWN')
  const [message, setMessage] = useState('')
  const close = useLeadChange(
    (body: LeadPatch) => leadCalls.patch(lead.id, body),
    'leads.action.closed',
    onClose,
  )
  const needsMessage = action === 'messageOnly'
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<FormattedMessage id="leads.close.title" values={{ domain: lead.domainName }} />}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (action === null || (needsMessage && message.trim() === '')) return
          close.mutate({
            close: { action, reason, ...(message.trim() ? { message: message.trim() } : {}) },
          })
        }}
      >
        <Stack gap="sm">
          <Alert color="yellow" variant="light">
            <FormattedMessage id="leads.close.warning" />
          </Alert>
          <Select
            label={intl.formatMessage({ id: 'leads.close.action' })}
            data={actions.map((a) => ({
              value: a,
              label: intl.formatMessage({ id: `leads.closeAction.${a}` as MessageKey }),
            }))}
            value={action}
            allowDeselect={false}
            onChange={(value) => setAction(value as CloseAction)}
            data-autofocus
          />
          <Select
            label={intl.formatMessage({ id: 'leads.close.reason' })}
            data={CLOSE_REASONS.map((r) => ({
              value: r,
              label: intl.formatMessage({ id: `leads.closeReason.${r}` as MessageKey }),
            }))}
            value={reason}
            allowDeselect={false}
            searchable
            onChange={(value) => value && setReason(value as CloseReason)}
          />
          <Textarea
            label={intl.formatMessage({ id: 'leads.close.message' })}
            required={needsMessage}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={5000}
            error={
              needsMessage && close.isError
                ? intl.formatMessage({ id: errorKeyOf(close.error) })
                : undefined
            }
          />
          {!needsMessage && <ErrorLine mutation={close} />}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="leads.confirm.cancel" />
            </Button>
            <Button
              type="submit"
              color="red"
              loading={close.isPending}
              disabled={action === null || (needsMessage && message.trim() === '')}
            >
              <FormattedMessage id="leads.close.confirm" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

const POOL = '__pool__'

/** Hand the lead to a broker (decision 404), or to Namefolio's brokers without naming one. */
export function AssignBrokerModal({ lead, opened, onClose }: LeadModalProps) {
  const intl = useIntl()
  const brokers = useQuery({ ...leadQueries.brokers(), enabled: opened })
  const [choice, setChoice] = useState<string>(POOL)
  const assign = useLeadChange(
    () =>
      leadCalls.selfBrokered(lead.id, {
        assignToBroker: true,
        ...(choice === POOL ? {} : { brokerId: choice }),
      }),
    'leads.action.assigned',
    onClose,
  )
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<FormattedMessage id="leads.assign.title" values={{ domain: lead.domainName }} />}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="leads.assign.body" />
        </Text>
        <Select
          label={intl.formatMessage({ id: 'leads.assign.broker' })}
          data={[
            { value: POOL, label: intl.formatMessage({ id: 'leads.assign.pool' }) },
            ...(brokers.data?.items ?? []).map((b) => ({ value: b.id, label: b.name })),
          ]}
          value={choice}
          allowDeselect={false}
          onChange={(value) => value && setChoice(value)}
          data-autofocus
        />
        <ErrorLine mutation={assign} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            <FormattedMessage id="leads.confirm.cancel" />
          </Button>
          <Button loading={assign.isPending} onClick={() => assign.mutate()}>
            <FormattedMessage id="leads.assign.confirm" />
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
