import { Code, Group, Paper, Stack, Text } from '@mantine/core'
import type { AuditEntry } from '@namefolio/core/admin/admin-audit.contract'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { FormattedMessage } from 'react-intl'
import { diffAuditStates } from '../audit-diff'

/** The subject's name when the entry recorded one (a domain's), else null. */
function subjectName(entry: AuditEntry): string | null {
  for (const state of [entry.after, entry.before]) {
    if (state !== null && typeof state === 'object' && 'name' in state) {
      const { name } = state as { name: unknown }
      if (typeof name === 'string') return name
    }
  }
  return null
}

/** One admin action: who, when, what to which subject, before → after, and the note. */
function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const changes = diffAuditStates(entry.before, entry.after)
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="audit-entry">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Code>{entry.action}</Code>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.subjectType} {subjectName(entry) ?? entry.subjectId}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage
            id="adminAudit.byAt"
            values={{
              actor: entry.actor.email ?? entry.actor.id,
              date: `${formatServerDate(entry.createdAt, 'table')} ${formatServerDate(entry.createdAt, 'time')}`,
            }}
          />
        </Text>
        {changes.length > 0 && (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {changes.map((change) => (
              <Text
                key={change.field}
                component="li"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {change.field}: {change.before} → {change.after}
              </Text>
            ))}
          </Stack>
        )}
        {entry.note && (
          <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage id="adminAudit.note" values={{ note: entry.note }} />
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

export function AuditEntryList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <AuditEntryRow key={entry.id} entry={entry} />
      ))}
    </Stack>
  )
}
