import { Alert, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import type { CsvUpdatePreview } from '@namefolio/core/domains/csv-update.contract'
import { formatUsd } from '@namefolio/core/money/money'
import type { DomainHistoryChange } from '@namefolio/core/portfolio/portfolio.contract'
import { isApiError } from '../../../lib/api-client'
import { useCancelUpload } from '../add-domains.queries'
import { uploadUpdateQueries, useApplyUpdate } from '../upload-update.queries'
import { fieldMessage } from './field-message'

/** The fields an example shows; the lander's page and colours follow its template. */
const SHOWN_FIELDS = [
  'buynowPrice',
  'floorPrice',
  'minbidPrice',
  'landerTemplate',
  'leasingEnabled',
  'maxLeasePeriod',
] as const
type ShownField = (typeof SHOWN_FIELDS)[number]
const isShown = (field: string): field is ShownField =>
  (SHOWN_FIELDS as readonly string[]).includes(field)

function valueText(intl: IntlShape, field: ShownField, value: DomainHistoryChange['from']) {
  if (field === 'landerTemplate') return intl.formatMessage({ id: `lander.template.${value}` })
  if (field === 'leasingEnabled') {
    return intl.formatMessage({ id: value ? 'csvUpdate.value.yes' : 'csvUpdate.value.no' })
  }
  if (field === 'maxLeasePeriod') {
    return intl.formatMessage({ id: 'csvUpdate.value.months' }, { count: Number(value) })
  }
  return value === null
    ? intl.formatMessage({ id: 'csvUpdate.value.none' })
    : formatUsd(Number(value))
}

function Example({ example }: { example: CsvUpdatePreview['examples'][number] }) {
  const intl = useIntl()
  return (
    <Paper withBorder radius="sm" p="xs" component="li" aria-label={example.domain}>
      <Text fw={600} size="sm" style={{ wordBreak: 'break-all' }}>
        {example.domain}
      </Text>
      {example.changes.map((change) =>
        isShown(change.field) ? (
          <Text size="sm" key={change.field} data-testid={`change-${change.field}`}>
            <FormattedMessage
              id="csvUpdate.preview.change"
              values={{
                field: intl.formatMessage({ id: `csvUpdate.field.${change.field}` }),
                from: valueText(intl, change.field, change.from),
                to: valueText(intl, change.field, change.to),
              }}
            />
          </Text>
        ) : null,
      )}
    </Paper>
  )
}

/**
 * What applying an update upload would do, computed by the server over the whole file: how
 * many names change, up to ten examples before → after, and the refused rows per rule. Apply
 * starts the job; Discard drops the upload.
 */
export function UploadUpdatePreview({
  jobId,
  onApplied,
  onDiscarded,
}: {
  jobId: string
  onApplied: () => void
  onDiscarded: () => void
}) {
  const intl = useIntl()
  const preview = useQuery(uploadUpdateQueries.preview(jobId))
  const apply = useApplyUpdate()
  const discard = useCancelUpload()
  if (preview.isPending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm">
          <FormattedMessage id="csvUpdate.preview.loading" />
        </Text>
        <Skeleton height={120} />
      </Stack>
    )
  }
  if (preview.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {isApiError(preview.error)
          ? preview.error.message
          : intl.formatMessage({ id: 'common.error.unknown' })}
      </Alert>
    )
  }
  const p = preview.data
  const busy = apply.isPending || discard.isPending
  const actionError = apply.error ?? discard.error
  return (
    <Stack gap="sm" data-testid="update-preview">
      <Title order={3} size="h5">
        <FormattedMessage id="csvUpdate.preview.title" />
      </Title>
      {p.rows === 0 ? (
        <Text size="sm">
          <FormattedMessage id="csvUpdate.preview.empty" />
        </Text>
      ) : (
        <Group gap="lg" wrap="wrap">
          <Text size="sm" fw={600} data-testid="preview-changed">
            <FormattedMessage id="csvUpdate.preview.changed" values={{ count: p.changed }} />
          </Text>
          <Text size="sm">
            <FormattedMessage id="csvUpdate.preview.unchanged" values={{ count: p.unchanged }} />
          </Text>
          <Text size="sm" data-testid="preview-refused">
            <FormattedMessage id="csvUpdate.preview.refused" values={{ count: p.refused }} />
          </Text>
        </Group>
      )}
      {p.refusedByReason.length > 0 && (
        <List
          size="sm"
          spacing={2}
          aria-label={intl.formatMessage({ id: 'csvUpdate.preview.reasons' })}
        >
          {p.refusedByReason.map((r) => (
            <List.Item key={r.code}>
              <FormattedMessage
                id="csvUpdate.preview.reason"
                values={{ reason: fieldMessage(intl, r.code, r.values), count: r.count }}
              />
            </List.Item>
          ))}
        </List>
      )}
      {p.examples.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            <FormattedMessage
              id="csvUpdate.preview.examples"
              values={{ count: p.examples.length }}
            />
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {p.examples.map((example) => (
              <Example key={example.domain} example={example} />
            ))}
          </Stack>
        </Stack>
      )}
      {actionError && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(actionError)
            ? actionError.message
            : intl.formatMessage({ id: 'common.error.unknown' })}
        </Alert>
      )}
      <Group gap="sm">
        <Button
          onClick={() => apply.mutate(jobId, { onSuccess: onApplied })}
          loading={apply.isPending}
          disabled={busy || p.changed === 0}
        >
          <FormattedMessage id="csvUpdate.preview.apply" values={{ count: p.changed }} />
        </Button>
        <Button
          variant="default"
          onClick={() => discard.mutate(jobId, { onSuccess: onDiscarded })}
          loading={discard.isPending}
          disabled={busy}
        >
          <FormattedMessage id="csvUpdate.preview.discard" />
        </Button>
      </Group>
    </Stack>
  )
}
