import { Button, Group, Select, Skeleton, Stack, TextInput } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Delayed } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import { adminConsoleQueries, type AuditFilters } from '../admin-console.queries'
import { AuditEntryList } from './audit-entry-list'

/** The subjects the action filter offers: the first part of the dotted action names. */
const ACTION_SUBJECTS = ['domain', 'account', 'switchboard', 'membership', 'transaction']

/**
 * /admin/audit (issue 19, decision 1338): every admin action, newest first, by action kind,
 * actor or subject; "Load more" pages back in time.
 */
export function AuditLog() {
  const intl = useIntl()
  const [filters, setFilters] = useState<AuditFilters>({})
  const [actor, setActor] = useState('')
  const [subject, setSubject] = useState('')
  const log = useInfiniteQuery(adminConsoleQueries.audit(filters))
  const entries = log.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <Stack gap="md">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          setFilters((f) => ({ ...f, actor: actor.trim(), subjectId: subject.trim() }))
        }}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={intl.formatMessage({ id: 'adminAudit.filter.action' })}
            value={filters.action?.replace(/\.$/, '') ?? 'all'}
            onChange={(value) =>
              setFilters((f) => ({ ...f, action: value === 'all' ? undefined : `${value}.` }))
            }
            data={[
              { value: 'all', label: intl.formatMessage({ id: 'adminAudit.filter.all' }) },
              ...ACTION_SUBJECTS.map((subject) => ({ value: subject, label: `${subject}.*` })),
            ]}
            allowDeselect={false}
            w={200}
            maw="100%"
          />
          <TextInput
            label={intl.formatMessage({ id: 'adminAudit.filter.actor' })}
            value={actor}
            onChange={(event) => setActor(event.currentTarget.value)}
            type="email"
            w={260}
            maw="100%"
          />
          <TextInput
            label={intl.formatMessage({ id: 'adminAudit.filter.subject' })}
            value={subject}
            onChange={(event) => setSubject(event.currentTarget.value)}
            w={320}
            maw="100%"
          />
          <Button type="submit">
            <FormattedMessage id="adminAudit.filter.apply" />
          </Button>
        </Group>
      </form>
      {log.isPending ? (
        <Delayed>
          <Stack aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={72} />
            ))}
          </Stack>
        </Delayed>
      ) : log.isError ? (
        <LoadError message="adminAudit.error" onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title={<FormattedMessage id="adminAudit.empty.title" />}>
          <FormattedMessage id="adminAudit.empty.body" />
        </EmptyState>
      ) : (
        <>
          <AuditEntryList entries={entries} />
          {log.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              <FormattedMessage id="adminConsole.loadMore" />
            </Button>
          )}
        </>
      )}
    </Stack>
  )
}
