import { Badge, Button, Group, List, Stack, Switch, Text } from '@mantine/core'
import { formatUsd } from '@namefolio/core/money/money'
import type { OfferRule } from '@namefolio/core/negotiations/offer-rules.contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import { offerRuleCalls, offerRuleKeys } from '../offer-rules.queries'
import { OfferRuleForm } from './offer-rule-form'

/** The rule in words, one line per action. */
export function OfferRuleSummary({ rule }: { rule: OfferRule }) {
  const { acceptAtOrAboveMicros: accept, counter, declineBelowMicros: decline } = rule
  return (
    <List size="sm" spacing={2} data-testid="offer-rule-summary">
      {accept !== null && (
        <List.Item>
          <FormattedMessage id="offerRules.summary.accept" values={{ amount: formatUsd(accept) }} />
        </List.Item>
      )}
      {counter?.kind === 'price' && (
        <List.Item>
          <FormattedMessage
            id="offerRules.summary.counterPrice"
            values={{ amount: formatUsd(counter.priceMicros) }}
          />
        </List.Item>
      )}
      {counter?.kind === 'percentOfBuyNow' && (
        <List.Item>
          <FormattedMessage
            id="offerRules.summary.counterPercent"
            values={{ percent: counter.percent }}
          />
        </List.Item>
      )}
      {decline !== null && (
        <List.Item>
          <FormattedMessage
            id="offerRules.summary.decline"
            values={{ amount: formatUsd(decline) }}
          />
        </List.Item>
      )}
      <List.Item>
        {rule.replyTemplate === '' ? (
          <FormattedMessage id="offerRules.summary.noReply" />
        ) : (
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage id="offerRules.summary.reply" values={{ text: rule.replyTemplate }} />
          </Text>
        )}
      </List.Item>
    </List>
  )
}

/**
 * One saved rule: what it does, a switch that pauses and resumes it, edit in place, and delete
 * after a confirmation (issue 24).
 */
export function OfferRuleCard({ rule }: { rule: OfferRule }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [isEditing, setEditing] = useState(false)
  const [isAsking, setAsking] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: offerRuleKeys.all })
  const pause = useMutation({
    mutationFn: (paused: boolean) => offerRuleCalls.setPaused(rule.id, paused),
    onSuccess: async (saved) => {
      await refresh()
      growl({
        kind: 'success',
        message: saved.paused ? 'offerRules.pausedGrowl' : 'offerRules.resumedGrowl',
      })
    },
    onError: () => growl({ kind: 'error', message: 'offerRules.error.save' }),
  })
  const remove = useMutation({
    mutationFn: () => offerRuleCalls.remove(rule.id),
    onSuccess: async () => {
      setAsking(false)
      await refresh()
      growl({ kind: 'success', message: 'offerRules.deleted' })
    },
    onError: () => growl({ kind: 'error', message: 'offerRules.error.save' }),
  })
  if (isEditing) {
    return (
      <OfferRuleForm domainName={rule.domainName} rule={rule} onDone={() => setEditing(false)} />
    )
  }
  return (
    <Stack gap="sm" data-testid="offer-rule-card">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Badge color={rule.paused ? 'gray' : 'teal'} variant="light">
          <FormattedMessage
            id={rule.paused ? 'offerRules.status.paused' : 'offerRules.status.active'}
          />
        </Badge>
        <Switch
          label={intl.formatMessage({ id: 'offerRules.toggle' })}
          checked={!rule.paused}
          disabled={pause.isPending}
          onChange={(event) => pause.mutate(!event.currentTarget.checked)}
        />
      </Group>
      <OfferRuleSummary rule={rule} />
      <Group gap="sm">
        <Button variant="default" size="xs" onClick={() => setEditing(true)}>
          <FormattedMessage id="offerRules.edit" />
        </Button>
        <Button variant="default" size="xs" onClick={() => setAsking(true)}>
          <FormattedMessage id="offerRules.delete" />
        </Button>
      </Group>
      {isAsking && (
        <ConfirmDialog
          title={<FormattedMessage id="offerRules.delete.title" />}
          confirmLabel={<FormattedMessage id="offerRules.delete" />}
          cancelLabel={<FormattedMessage id="offerRules.cancel" />}
          onConfirm={() => remove.mutate()}
          onCancel={() => setAsking(false)}
          isDanger
          isBusy={remove.isPending}
        >
          <FormattedMessage id="offerRules.delete.body" />
          {rule.domainName !== null && (
            <>
              {' '}
              <FormattedMessage
                id="offerRules.delete.domainBody"
                values={{ domain: rule.domainName }}
              />
            </>
          )}
        </ConfirmDialog>
      )}
    </Stack>
  )
}
