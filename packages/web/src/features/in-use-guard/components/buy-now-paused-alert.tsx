import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { InUseStatus } from '@namefolio/core/in-use-guard/in-use-guard.contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import {
  checkAgainNow,
  inUseGuardKeys,
  inUseGuardQueries,
  resumeBuyNow,
} from '../in-use-guard.queries'

/** The message of a refused call: the server's field code when it is one of ours. */
function refusalOf(error: unknown): MessageKey {
  const code = isApiError(error) ? error.fields[0]?.code : undefined
  return code?.startsWith('inUseGuard.') ? (code as MessageKey) : 'common.error.unknown'
}

/**
 * "Buy now paused: site detected at …" on the domain's page (issue 24, decision 1141), with
 * "Resume buy now" (after a confirmation: the next check may pause it again) and "Check again
 * now". Shows nothing while loading, when not paused, or when the guard's answer failed: the
 * rest of the page stands on its own, and the portfolio's banner and waiting items say it too.
 */
export function BuyNowPausedAlert({
  domainName,
  onChanged,
}: {
  domainName: string
  /** After a resume or a check: the app refreshes what else shows the pause (waiting items). */
  onChanged?: () => void
}) {
  const status = useQuery(inUseGuardQueries.domain(domainName))
  const queryClient = useQueryClient()
  const [isAsking, setAsking] = useState(false)
  const settle = (next: InUseStatus) => {
    queryClient.setQueryData(inUseGuardKeys.domain(domainName), next)
    void queryClient.invalidateQueries({ queryKey: inUseGuardKeys.paused() })
    onChanged?.()
  }
  const resume = useMutation({
    mutationFn: () => resumeBuyNow(domainName),
    onSuccess: (next) => {
      setAsking(false)
      settle(next)
      growl({ kind: 'success', message: 'inUseGuard.resumed', values: { domain: domainName } })
    },
    onError: (error) => growl({ kind: 'error', message: refusalOf(error) }),
  })
  const check = useMutation({
    mutationFn: () => checkAgainNow(domainName),
    onSuccess: (next) => {
      settle(next)
      growl({
        kind: next.paused ? 'warning' : 'success',
        message: next.paused ? 'inUseGuard.check.stillInUse' : 'inUseGuard.check.clear',
        values: { domain: domainName },
      })
    },
    onError: (error) => growl({ kind: 'error', message: refusalOf(error) }),
  })
  if (!status.data?.paused) return null
  const detectedAt = status.data.detectedAt
  return (
    <Alert
      color="orange"
      variant="light"
      title={
        <FormattedMessage
          id="inUseGuard.paused.title"
          values={{
            date: formatServerDate(detectedAt, 'default'),
            time: formatServerDate(detectedAt, 'time'),
          }}
        />
      }
      data-testid="buy-now-paused"
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="inUseGuard.paused.body" />
        </Text>
        {status.data.evidence && (
          <Text size="sm">
            <FormattedMessage
              id="inUseGuard.paused.evidence"
              values={{ evidence: status.data.evidence }}
            />
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={() => setAsking(true)}>
            <FormattedMessage id="inUseGuard.resume" />
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={check.isPending}
            onClick={() => check.mutate()}
          >
            <FormattedMessage id="inUseGuard.checkAgain" />
          </Button>
        </Group>
      </Stack>
      {isAsking && (
        <ConfirmDialog
          title={<FormattedMessage id="inUseGuard.resume.title" values={{ domain: domainName }} />}
          confirmLabel={<FormattedMessage id="inUseGuard.resume" />}
          cancelLabel={<FormattedMessage id="inUseGuard.resume.cancel" />}
          onConfirm={() => resume.mutate()}
          onCancel={() => setAsking(false)}
          isBusy={resume.isPending}
        >
          <FormattedMessage id="inUseGuard.resume.body" />
        </ConfirmDialog>
      )}
    </Alert>
  )
}
