import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { AdminTransactionItem } from '@namefolio/core/admin/admin-transactions.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { TRANSACTION_KINDS } from '@namefolio/core/sales/transaction-machine'
import { TRANSACTION_STATUSES } from '@namefolio/core/sales/transaction-status'
import { useState, type FormEvent } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import { adminOpsQueries, type TransactionFilters } from '../admin-ops.queries'
import { AdminTransactionDetail } from './admin-transaction-detail'

function TransactionRow({ item }: { item: AdminTransactionItem }) {
  const intl = useIntl()
  const [isOpen, setOpen] = useState(false)
  const titleId = `admin-tx-${item.transactionId}`
  const detailId = `${titleId}-detail`
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId} style={{ wordBreak: 'break-all' }}>
            {item.domain}
          </Title>
          <Badge variant="light" color={item.status === 'CANCELLED' ? 'gray' : 'blue'}>
            <FormattedMessage id={`sales.status.${item.status}`} />
          </Badge>
        </Group>
        <Text size="sm">
          <FormattedMessage id={`adminOps.transactions.kind.${item.kind}`} />
          {' · '}
          {formatUsd(item.salePriceMicros, 2)}
          {' · '}
          <FormattedDate value={item.saleDate} dateStyle="medium" />
        </Text>
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          <FormattedMessage
            id="adminOps.transactions.parties"
            values={{ buyer: item.buyerEmail, seller: item.sellerEmail }}
          />
        </Text>
        <Group>
          <Button
            size="xs"
            variant="default"
            aria-expanded={isOpen}
            aria-controls={detailId}
            onClick={() => setOpen((open) => !open)}
          >
            {intl.formatMessage(
              { id: isOpen ? 'adminOps.transactions.hide' : 'adminOps.transactions.details' },
              { domain: item.domain },
            )}
          </Button>
        </Group>
        <div id={detailId}>{isOpen && <AdminTransactionDetail item={item} />}</div>
      </Stack>
    </Paper>
  )
}

function FilterForm({ onApply }: { onApply: (filters: TransactionFilters) => void }) {
  const intl = useIntl()
  const [q, setQ] = useState('')
  const [status, setStatus] = useState('')
  const [kind, setKind] = useState('')
  const any = { value: '', label: intl.formatMessage({ id: 'adminOps.transactions.any' }) }

  function submit(event: FormEvent) {
    event.preventDefault()
    onApply({
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(status ? { status: status as TransactionFilters['status'] } : {}),
      ...(kind ? { kind: kind as TransactionFilters['kind'] } : {}),
    })
  }

  return (
    <form onSubmit={submit} role="search">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={intl.formatMessage({ id: 'adminOps.transactions.search' })}
          placeholder={intl.formatMessage({ id: 'adminOps.transactions.searchHint' })}
          value={q}
          maxLength={253}
          onChange={(e) => setQ(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={intl.formatMessage({ id: 'adminOps.transactions.status' })}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            any,
            ...TRANSACTION_STATUSES.map((s) => ({
              value: s,
              label: intl.formatMessage({ id: `sales.status.${s}` }),
            })),
          ]}
        />
        <NativeSelect
          label={intl.formatMessage({ id: 'adminOps.transactions.kind' })}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value)}
          data={[
            any,
            ...TRANSACTION_KINDS.map((k) => ({
              value: k,
              label: intl.formatMessage({ id: `adminOps.transactions.kind.${k}` }),
            })),
          ]}
        />
        <Button type="submit">
          <FormattedMessage id="adminOps.transactions.apply" />
        </Button>
      </Group>
    </form>
  )
}

/** /admin/transactions (issue 19, decision 1345): search, filter and page every transaction. */
export function AdminTransactions() {
  const [filters, setFilters] = useState<TransactionFilters>({})
  const list = useInfiniteQuery(adminOpsQueries.transactions(filters))
  const items = list.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Stack gap="md">
      <FilterForm onApply={setFilters} />
      {list.isPending && (
        <Delayed>
          <Skeleton height={160} aria-busy="true" />
        </Delayed>
      )}
      {list.isError && (
        <LoadError message="adminOps.transactions.error" onRetry={() => void list.refetch()} />
      )}
      {list.isSuccess && items.length === 0 && (
        <EmptyState title={<FormattedMessage id="adminOps.transactions.empty" />}>
          <FormattedMessage id="adminOps.transactions.emptyBody" />
        </EmptyState>
      )}
      {items.map((item) => (
        <TransactionRow key={item.transactionId} item={item} />
      ))}
      {list.hasNextPage && (
        <Group>
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            <FormattedMessage id="adminOps.transactions.more" />
          </Button>
        </Group>
      )}
    </Stack>
  )
}
