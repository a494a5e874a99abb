import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { UploadJob } from '@namefolio/core/domains/domain-intake.contract'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { addDomainsQueries, refusalReportUrl, useCancelUpload } from '../add-domains.queries'
import { StartOverEmptyState } from './start-over-empty-state'
import { UploadUpdatePreview } from './upload-update-preview'

const STATE_COLOR: Record<UploadJob['state'], string> = {
  preview: 'grape',
  queued: 'gray',
  running: 'blue',
  completed: 'teal',
  failed: 'red',
  cancelled: 'orange',
}

/** The counters a card shows: an update reports names updated, an add names added. */
const COUNTERS = {
  add: ['rowsRead', 'rowsAdded', 'rowsRefused', 'rowsUnverified'],
  update: ['rowsRead', 'rowsUpdated', 'rowsRefused'],
} as const

function UploadCard({ job, onCancel }: { job: UploadJob; onCancel: () => void }) {
  const intl = useIntl()
  const [reviewing, setReviewing] = useState(false)
  const active = job.state === 'queued' || job.state === 'running'
  const percent =
    job.sizeBytes > 0 ? Math.min(100, Math.round((job.bytesRead / job.sizeBytes) * 100)) : 0
  const shown = job.state === 'completed' ? 100 : percent
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={job.fileName}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {job.fileName}
          </Text>
          <Group gap="xs">
            {job.mode === 'update' && (
              <Badge color="gray" variant="outline">
                <FormattedMessage id="csvUpdate.history.mode" />
              </Badge>
            )}
            <Badge color={STATE_COLOR[job.state]} variant="light">
              <FormattedMessage id={`addDomains.upload.state.${job.state}`} />
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {intl.formatDate(job.createdAt, {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'America/New_York',
          })}
          {' · '}
          {intl.formatNumber(job.sizeBytes / 1_048_576, { maximumFractionDigits: 1 })} MB
        </Text>
        <Progress
          value={shown}
          animated={active}
          aria-label={intl.formatMessage({ id: 'addDomains.upload.progress' }, { percent: shown })}
          color={STATE_COLOR[job.state]}
        />
        <Group gap="lg" wrap="wrap">
          {COUNTERS[job.mode].map((key) => (
            <Text size="sm" key={key} data-testid={key}>
              <FormattedMessage id={`addDomains.upload.${key}`} values={{ count: job[key] }} />
            </Text>
          ))}
        </Group>
        {job.error && (
          <Alert color="red" variant="light">
            {job.error}
          </Alert>
        )}
        {job.state === 'preview' && reviewing && (
          <UploadUpdatePreview
            jobId={job.jobId}
            onApplied={() => setReviewing(false)}
            onDiscarded={() => setReviewing(false)}
          />
        )}
        <Group gap="sm">
          {job.state === 'preview' && !reviewing && (
            <Button size="xs" onClick={() => setReviewing(true)}>
              <FormattedMessage id="csvUpdate.history.review" />
            </Button>
          )}
          {active && (
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={onCancel}
              disabled={job.cancelRequested}
            >
              <FormattedMessage
                id={
                  job.cancelRequested ? 'addDomains.upload.cancelling' : 'addDomains.upload.cancel'
                }
              />
            </Button>
          )}
          {job.rowsRefused > 0 && (
            <Anchor href={refusalReportUrl(job.jobId)} size="sm" download>
              <FormattedMessage id="addDomains.upload.report" />
            </Anchor>
          )}
          {job.rowsUnverified > 0 && (
            <Anchor component={Link} to="/domains/review" size="sm">
              <FormattedMessage id="addDomains.done.proveOwnership" />
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}

/** /domains/add/history: every upload with live progress (polled, so a reload keeps it). */
export function UploadHistory() {
  const intl = useIntl()
  const uploads = useQuery(addDomainsQueries.uploads())
  const cancel = useCancelUpload()
  const [confirming, setConfirming] = useState<UploadJob | null>(null)
  if (uploads.isPending) return <Skeleton height={160} />
  if (uploads.isError) {
    return <Alert color="red">{intl.formatMessage({ id: 'common.error.unknown' })}</Alert>
  }
  if (uploads.data.items.length === 0) {
    return (
      <StartOverEmptyState
        title="addDomains.history.emptyTitle"
        action="addDomains.history.upload"
        body="addDomains.history.emptyBody"
      />
    )
  }
  return (
    <Stack gap="sm">
      {uploads.data.items.map((job) => (
        <UploadCard key={job.jobId} job={job} onCancel={() => setConfirming(job)} />
      ))}
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'addDomains.upload.cancelTitle' })}
          confirmLabel={intl.formatMessage({ id: 'addDomains.upload.cancelConfirm' })}
          cancelLabel={intl.formatMessage({ id: 'addDomains.upload.keepGoing' })}
          isDanger
          isBusy={cancel.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            cancel.mutate(confirming.jobId, { onSettled: () => setConfirming(null) })
          }
        >
          <FormattedMessage
            id="addDomains.upload.cancelBody"
            values={{ file: confirming.fileName }}
          />
        </ConfirmDialog>
      )}
    </Stack>
  )
}
