import { Anchor, Paper, Stack, Text, Timeline, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import type { LeadActivity, LeadView } from '@namefolio/core/negotiations/leads.contract'
import { describeActivity } from '@namefolio/core/negotiations/negotiation-status'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { MessageText } from './message-text'

const EVENT_COLORS: Record<string, string> = {
  Offer: 'orange',
  Message: 'blue',
  OfferDecline: 'red',
  OfferAccept: 'teal',
  CloseNegotiation: 'gray',
  LockNegotiation: 'gray',
  Unlock: 'gray',
}

/** The viewer's own party: an admin reads from the seller's side (decision 401). */
function isOwnActivity(activity: LeadActivity, viewerRole: LeadView): boolean {
  const party = viewerRole === 'admin' ? 'seller' : viewerRole
  return activity.actor === party
}

function ActivityTitle({ activity, viewerRole }: { activity: LeadActivity; viewerRole: LeadView }) {
  const intl = useIntl()
  const amount = formatUsd(activity.offerMicros)
  if (activity.data.expired) {
    return <FormattedMessage id="leads.activity.expired" values={{ amount }} />
  }
  if (activity.data.agreementPaid) {
    const reader = viewerRole === 'buyer' ? 'buyer' : 'seller'
    return <FormattedMessage id={`leads.activity.agreementPaid.${reader}`} values={{ amount }} />
  }
  if (activity.data.paymentWindowPassed) {
    const reader = viewerRole === 'buyer' ? 'buyer' : 'seller'
    return (
      <FormattedMessage id={`leads.activity.paymentWindowPassed.${reader}`} values={{ amount }} />
    )
  }
  // The seller's offer rule answered (issue 24): the seller's side reads that it was the rule.
  if (activity.data.offerRuleId !== undefined) {
    const reader = viewerRole === 'seller' ? 'seller' : 'other'
    const id = `offerRules.activity.${activity.type}.${reader}` as MessageKey
    if (Object.hasOwn(intl.messages, id)) return <FormattedMessage id={id} values={{ amount }} />
  }
  // Messages address the reader (issue 13): "You accepted $3,000", not the reader's own name.
  const isOwn = isOwnActivity(activity, viewerRole)
  const actor = isOwn
    ? intl.formatMessage({ id: 'leads.actor.you' })
    : (activity.actorName ??
      intl.formatMessage({
        id: activity.actor === 'system' ? 'leads.actor.system' : 'leads.actor.someone',
      }))
  // A broker reading their own moves needs no "(broker)" after "You".
  const type = isOwn ? activity.type.replace(/^Broker/, 'Seller') : activity.type
  return <FormattedMessage id={`leads.activity.${type}` as MessageKey} values={{ actor, amount }} />
}

/** The negotiation's log, oldest first: offers, messages, declines, accepts, locks (§4). */
export function LeadTimeline({
  activities,
  viewerRole,
}: {
  activities: readonly LeadActivity[]
  viewerRole: LeadView
}) {
  const intl = useIntl()
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        <FormattedMessage id="leads.timeline.title" />
      </Title>
      {activities.length === 0 ? (
        <Text c="dimmed" size="sm">
          <FormattedMessage id="leads.timeline.empty" />
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={activities.length - 1}>
          {activities.map((activity) => {
            const { event } = describeActivity(activity.type)
            return (
              <Timeline.Item
                key={activity.id}
                color={EVENT_COLORS[event] ?? 'gray'}
                data-activity={activity.type}
                title={
                  <Text size="sm" fw={600}>
                    <ActivityTitle activity={activity} viewerRole={viewerRole} />
                  </Text>
                }
              >
                <Stack gap={4}>
                  {activity.message !== null && <MessageText text={activity.message} />}
                  {activity.data.offerRuleId !== undefined && viewerRole === 'seller' && (
                    <Anchor
                      size="sm"
                      underline="always"
                      renderRoot={(props) => <Link {...props} to="/account/offer-rules" />}
                    >
                      <FormattedMessage id="offerRules.activity.manage" />
                    </Anchor>
                  )}
                  {activity.data.closeReason && (
                    <Text size="sm" c="dimmed">
                      {intl.formatMessage(
                        { id: 'leads.activity.closeReason' },
                        {
                          reason: intl.formatMessage({
                            id: `leads.closeReason.${activity.data.closeReason}` as MessageKey,
                          }),
                        },
                      )}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" className="nf-tabular">
                    {formatServerDate(activity.createdAt, 'default')} ·{' '}
                    {formatServerDate(activity.createdAt, 'time')}
                  </Text>
                </Stack>
              </Timeline.Item>
            )
          })}
        </Timeline>
      )}
    </Paper>
  )
}
