import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { growl } from '../../../components/ui/growl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { adminKeys, adminQueries, reconcilePayments } from '../admin.queries'
import { LoadError } from '../../../components/ui/load-error'
import { SectionHeading } from '../../../components/ui/section-heading'

function Tool({
  title,
  body,
  children,
}: {
  title: MessageKey
  body: MessageKey
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section">
      <Stack gap="xs" h="100%">
        <SectionHeading title={title} intro={body} dimmed />
        {children}
      </Stack>
    </Paper>
  )
}

function ReconcileButton() {
  const queryClient = useQueryClient()
  const reconcile = useMutation({
    mutationFn: reconcilePayments,
    onSuccess: (result) => {
      growl({ kind: 'success', message: 'adminHome.payments.done', values: result })
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
    },
    onError: () => growl({ kind: 'error', message: 'adminHome.payments.failed' }),
  })
  return (
    <Button
      variant="light"
      loading={reconcile.isPending}
      onClick={() => reconcile.mutate()}
      style={{ alignSelf: 'flex-start' }}
    >
      <FormattedMessage id="adminHome.payments.reconcile" />
    </Button>
  )
}

/**
 * /admin (issue 13, decision 953): until the membership/admin issue fills it, what admins can
 * do today, with live counts: confirm transfers (the server-rendered /admin/transfers page),
 * reconcile payments, read every lead.
 */
export function AdminConsole() {
  const overview = useQuery(adminQueries.overview())
  if (overview.isPending) {
    return (
      <Delayed>
        <SimpleGrid cols={{ base: 1, md: 3 }} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={180} />
          ))}
        </SimpleGrid>
      </Delayed>
    )
  }
  if (overview.isError) {
    return <LoadError message="adminHome.error" onRetry={() => void overview.refetch()} />
  }
  const { transfers, payments } = overview.data
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }}>
      <Tool title="adminHome.transfers.title" body="adminHome.transfers.body">
        <Text fw={700} className="nf-tabular" data-count="transfers">
          <FormattedMessage
            id="adminHome.transfers.toConfirm"
            values={{ count: transfers.toConfirm }}
          />
        </Text>
        <Text size="sm" className="nf-tabular">
          <FormattedMessage
            id="adminHome.transfers.awaiting"
            values={{ count: transfers.awaitingAuthCode }}
          />
        </Text>
        {/* A server-rendered page: a plain link leaves the app. */}
        <Button
          component="a"
          href="/admin/transfers"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="adminHome.transfers.open" />
        </Button>
      </Tool>
      <Tool title="adminHome.payments.title" body="adminHome.payments.body">
        <Group gap={6}>
          <Text fw={700} className="nf-tabular">
            <FormattedMessage id="adminHome.payments.open" values={{ count: payments.open }} />
          </Text>
          {payments.oldestOpenAt && (
            <Text size="sm" c="dimmed">
              <FormattedMessage
                id="adminHome.payments.oldest"
                values={{ date: formatServerDate(payments.oldestOpenAt, 'table') }}
              />
            </Text>
          )}
        </Group>
        <ReconcileButton />
      </Tool>
      <Tool title="adminHome.support.title" body="adminHome.support.body">
        <Button
          component={Link}
          to="/admin/support"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="adminHome.support.open" />
        </Button>
      </Tool>
      <Tool title="adminHome.leads.title" body="adminHome.leads.body">
        <Button
          component={Link}
          to="/leads"
          search={{ view: 'admin' } as never}
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          <FormattedMessage id="adminHome.leads.open" />
        </Button>
      </Tool>
    </SimpleGrid>
  )
}
