import { Button, Grid, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formatUsd } from '@namefolio/core/money/money'
import {
  formatPaymentDeadline,
  PAYMENT_WINDOW_DAYS,
} from '@namefolio/core/negotiations/payment-window'
import type {
  LeadDetail as Lead,
  SelfBrokeredPatch,
} from '@namefolio/core/negotiations/leads.contract'
import { useEffect, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { applyLeadChange, leadCalls, leadQueries } from '../leads.queries'
import { AgreedPaymentPanel } from './agreed-payment'
import { AssignBrokerModal, CloseModal, ConfirmModal, errorKeyOf } from './lead-action-modals'
import { CounterOfferModal } from './counter-offer-modal'
import { LeadMarks } from './lead-marks'
import { LeadSidebar } from './lead-sidebar'
import { LeadTimeline } from './lead-timeline'
import { StatusLabel } from './status-label'
import { LoadError } from '../../../components/ui/load-error'

type Confirming = 'accept' | 'decline' | 'lock' | null

function DetailSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={28} width={260} maw="100%" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={320} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={200} />
        </Grid.Col>
      </Grid>
    </Stack>
  )
}

function Composer({ lead }: { lead: Lead }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const send = useMutation({
    mutationFn: () => leadCalls.message(lead.id, text.trim()),
    onSuccess: (updated) => {
      applyLeadChange(queryClient, updated)
      setText('')
      growl({ kind: 'success', message: 'leads.action.sent' })
    },
  })
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim() !== '') send.mutate()
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={intl.formatMessage({ id: 'leads.message.label' })}
            placeholder={intl.formatMessage({ id: 'leads.message.placeholder' })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={5000}
            error={send.isError ? intl.formatMessage({ id: errorKeyOf(send.error) }) : undefined}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              variant="light"
              loading={send.isPending}
              disabled={text.trim() === ''}
            >
              <FormattedMessage id="leads.action.send" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

function ActionBar({ lead }: { lead: Lead }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<Confirming>(null)
  const [isCounterOpen, counter] = useDisclosure(false)
  const [isCloseOpen, closeModal] = useDisclosure(false)
  const [isAssignOpen, assignModal] = useDisclosure(false)
  const act = useMutation({
    mutationFn: (body: SelfBrokeredPatch) => leadCalls.selfBrokered(lead.id, body),
    onSuccess: (updated, body) => {
      applyLeadChange(queryClient, updated)
      if (body.accept && updated.agreedPrice !== null) {
        // Addressed to the reader (issue 13): the buyer pays, the seller waits for it.
        growl({
          kind: 'success',
          message:
            updated.viewerRole === 'buyer'
              ? 'leads.action.accepted.buyer'
              : 'leads.action.accepted.seller',
          values: {
            amount: formatUsd(updated.agreedPrice.priceMicros),
            deadline: formatPaymentDeadline(updated.agreedPrice.deadline),
          },
        })
        setConfirming(null)
        return
      }
      const message: MessageKey = body.accept
        ? 'leads.outcome.accepted'
        : body.decline
          ? 'leads.action.declined'
          : body.locked
            ? 'leads.action.locked'
            : 'leads.action.unlocked'
      growl({ kind: 'success', message })
      setConfirming(null)
    },
    onError: (error) => {
      setConfirming(null)
      growl({ kind: 'warning', message: errorKeyOf(error) })
    },
  })
  const { actions } = lead
  const theirOffer = lead.viewerRole === 'buyer' ? lead.sellerOfferMicros : lead.buyerOfferMicros
  const amount = formatUsd(lead.lastOfferMicros)
  const buttons: ReactNode[] = []
  if (actions.canAccept) {
    buttons.push(
      <Button key="accept" color="teal" onClick={() => setConfirming('accept')}>
        <FormattedMessage id="leads.action.accept" values={{ amount }} />
      </Button>,
    )
  }
  if (actions.canOffer) {
    buttons.push(
      <Button key="counter" onClick={counter.open}>
        <FormattedMessage
          id={theirOffer === null ? 'leads.action.offer' : 'leads.action.counter'}
        />
      </Button>,
    )
  }
  if (actions.canDecline) {
    buttons.push(
      <Button key="decline" variant="default" onClick={() => setConfirming('decline')}>
        <FormattedMessage id="leads.action.decline" />
      </Button>,
    )
  }
  if (actions.canAssignBroker) {
    buttons.push(
      <Button key="assign" variant="default" onClick={assignModal.open}>
        <FormattedMessage id="leads.action.assign" />
      </Button>,
    )
  }
  if (actions.canLock) {
    buttons.push(
      <Button key="lock" variant="default" onClick={() => setConfirming('lock')}>
        <FormattedMessage id="leads.action.lock" />
      </Button>,
    )
  }
  if (actions.canClose) {
    buttons.push(
      <Button key="close" variant="outline" color="red" onClick={closeModal.open}>
        <FormattedMessage id="leads.action.close" />
      </Button>,
    )
  }
  if (actions.canUnlock) {
    buttons.push(
      <Button
        key="unlock"
        variant="default"
        loading={act.isPending}
        onClick={() => act.mutate({ locked: false })}
      >
        <FormattedMessage id="leads.action.unlock" />
      </Button>,
    )
  }
  if (buttons.length === 0) return null
  const confirmation =
    confirming === 'accept'
      ? {
          title: 'leads.confirm.accept.title',
          body:
            lead.viewerRole === 'buyer'
              ? 'leads.confirm.accept.bodyBuyer'
              : 'leads.confirm.accept.body',
          label: 'leads.action.accept',
          color: 'teal',
          body_: { accept: true as const },
        }
      : confirming === 'decline'
        ? {
            title: 'leads.confirm.decline.title',
            body: 'leads.confirm.decline.body',
            label: 'leads.action.decline',
            color: 'red',
            body_: { decline: true as const },
          }
        : {
            title: 'leads.confirm.lock.title',
            body: 'leads.confirm.lock.body',
            label: 'leads.action.lock',
            color: 'red',
            body_: { locked: true },
          }
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Negotiation actions">
        {buttons}
      </Group>
      <ConfirmModal
        opened={confirming !== null}
        title={<FormattedMessage id={confirmation.title as MessageKey} />}
        confirmLabel={
          <FormattedMessage id={confirmation.label as MessageKey} values={{ amount }} />
        }
        color={confirmation.color}
        isPending={act.isPending}
        onConfirm={() => act.mutate(confirmation.body_)}
        onClose={() => setConfirming(null)}
      >
        <FormattedMessage
          id={confirmation.body as MessageKey}
          values={{ amount, domain: lead.domainName, days: PAYMENT_WINDOW_DAYS }}
        />
      </ConfirmModal>
      <CounterOfferModal lead={lead} opened={isCounterOpen} onClose={counter.close} />
      {isCloseOpen && <CloseModal lead={lead} opened onClose={closeModal.close} />}
      {isAssignOpen && <AssignBrokerModal lead={lead} opened onClose={assignModal.close} />}
    </>
  )
}

/** Marks the lead read for the viewer when opened (spec §7 "minor ... read true"). */
function useMarkRead(lead: Lead | undefined) {
  const queryClient = useQueryClient()
  const id = lead?.id
  const shouldMark = lead !== undefined && !lead.read && lead.viewerRole !== 'admin'
  useEffect(() => {
    if (!shouldMark || id === undefined) return
    leadCalls
      .minor(id, { read: true })
      .then((updated) => applyLeadChange(queryClient, updated))
      .catch(() => undefined)
  }, [id, shouldMark, queryClient])
}

export type LeadDetailViewProps = { leadId: string; backLink: ReactNode }

/** A negotiation: header, actions, timeline and composer, with the sidebar (spec §2). */
export function LeadDetailView({ leadId, backLink }: LeadDetailViewProps) {
  const detail = useQuery(leadQueries.detail(leadId))
  useMarkRead(detail.data)
  if (detail.isPending) {
    return (
      <Delayed>
        <DetailSkeleton />
      </Delayed>
    )
  }
  if (detail.isError) {
    const isMissing = isApiError(detail.error) && detail.error.status === 404
    return (
      <Stack gap="sm" align="flex-start">
        {backLink}
        <LoadError
          title="leads.detail.error"
          message={isMissing ? 'leads.detail.notFound' : undefined}
          onRetry={isMissing ? undefined : () => void detail.refetch()}
        />
      </Stack>
    )
  }
  const lead = detail.data
  return (
    <Stack gap="md" maw={1200}>
      {backLink}
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {/* The name wraps inside its column so the marks stay on screen on a phone. */}
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 auto' }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {lead.domainName}
          </Title>
          <Group gap="xs">
            <StatusLabel label={lead.label} />
            <Text size="sm" c="dimmed">
              {lead.viewerRole === 'buyer' ? lead.seller.name : lead.buyer.name}
            </Text>
          </Group>
        </Stack>
        <div style={{ flexShrink: 0 }}>
          <LeadMarks lead={lead} />
        </div>
      </Group>
      <AgreedPaymentPanel lead={lead} />
      <ActionBar lead={lead} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <LeadSidebar lead={lead} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <LeadTimeline activities={lead.activities} viewerRole={lead.viewerRole} />
            {lead.actions.canMessage && <Composer lead={lead} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
