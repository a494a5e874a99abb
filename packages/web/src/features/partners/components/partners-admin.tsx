import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { Partner } from '@namefolio/core/partners/partner-network.contract'
import { FormattedMessage } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import { partnerQueries } from '../partners.queries'
import { CreatePartnerForm } from './create-partner-form'
import { PartnerKeysPanel } from './partner-keys-panel'
import { PartnerUsage } from './partner-usage'

function PartnerCard({ partner }: { partner: Partner }) {
  const titleId = `partner-${partner.id}`
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {partner.name}
          </Title>
          <Badge variant="filled" color={partner.status === 'active' ? 'teal.9' : 'gray.8'}>
            <FormattedMessage id={`partners.admin.status.${partner.status}`} />
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {partner.contactEmail}
          {' · '}
          <FormattedMessage
            id="partners.admin.limit"
            values={{ limit: partner.rateLimitPerMinute }}
          />
          {' · '}
          <FormattedMessage id="partners.admin.today" values={{ count: partner.requestsToday }} />
        </Text>
        <PartnerKeysPanel partner={partner} />
        <PartnerUsage partnerId={partner.id} />
      </Stack>
    </Paper>
  )
}

/** /admin/partners (issue 24): the distribution partners, their keys and usage. */
export function PartnersAdmin() {
  const list = useQuery(partnerQueries.list())
  return (
    <Stack gap="md">
      <CreatePartnerForm />
      {list.isPending && (
        <Delayed>
          <Skeleton height={160} aria-busy="true" />
        </Delayed>
      )}
      {list.isError && (
        <LoadError message="partners.admin.error" onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && list.data.items.length === 0 && (
        <EmptyState title={<FormattedMessage id="partners.admin.empty" />}>
          <FormattedMessage id="partners.admin.emptyBody" />
        </EmptyState>
      )}
      {list.isSuccess &&
        list.data.items.map((partner) => <PartnerCard key={partner.id} partner={partner} />)}
    </Stack>
  )
}
