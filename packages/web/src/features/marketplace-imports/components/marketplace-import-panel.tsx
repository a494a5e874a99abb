import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Loader,
  Paper,
  Progress,
  Stack,
  Text,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { UPLOAD_FILE_SIZE_LIMIT_BYTES } from '@namefolio/core/constants/domain-entry'
import type { ImportPurpose } from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import { LoadError } from '../../../components/ui/load-error'
import { isApiError } from '../../../lib/api-client'
import { marketplaceImportQueries, useUploadExport } from '../marketplace-imports.queries'
import { codeMessage } from './code-message'
import { DriftTable } from './drift-table'
import { MigrationReport } from './migration-report'

const LAYOUT_NOTES = [
  'marketplaceImports.upload.columns.afternic',
  'marketplaceImports.upload.columns.sedo',
  'marketplaceImports.upload.columns.dan',
] as const

/**
 * Upload of a marketplace export (issue 24), then the job's progress, then the differences
 * (drift) or the report (migrate). The file streams to the server; a job reads it.
 */
export function MarketplaceImportPanel({ purpose }: { purpose: ImportPurpose }) {
  const intl = useIntl()
  const [file, setFile] = useState<File | null>(null)
  const [importId, setImportId] = useState<string | null>(null)
  const upload = useUploadExport()
  const tooLarge = file !== null && file.size > UPLOAD_FILE_SIZE_LIMIT_BYTES
  const error = upload.error
  const errorText = isApiError(error)
    ? error.fields[0]
      ? codeMessage(intl, error.fields[0].code)
      : error.message
    : error
      ? intl.formatMessage({ id: 'common.error.unknown' })
      : null

  if (importId !== null) {
    return (
      <ImportProgress
        importId={importId}
        onAgain={() => {
          setImportId(null)
          setFile(null)
          upload.reset()
        }}
      />
    )
  }
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!file || tooLarge) return
          upload.mutate({ file, purpose }, { onSuccess: (job) => setImportId(job.importId) })
        }}
      >
        <Stack gap="sm">
          <FileInput
            label={intl.formatMessage({ id: 'marketplaceImports.upload.label' })}
            description={intl.formatMessage({ id: 'marketplaceImports.upload.description' })}
            placeholder={intl.formatMessage({ id: 'marketplaceImports.upload.placeholder' })}
            accept=".csv,.txt,text/csv,text/plain"
            value={file}
            onChange={(value) => {
              setFile(value)
              upload.reset()
            }}
            clearable
            clearButtonProps={{
              'aria-label': intl.formatMessage({ id: 'marketplaceImports.upload.clear' }),
            }}
            error={
              tooLarge ? intl.formatMessage({ id: 'marketplaceImports.file.tooLarge' }) : undefined
            }
          />
          <div>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="marketplaceImports.upload.columns" />
            </Text>
            <List size="xs" c="dimmed" spacing={2}>
              {LAYOUT_NOTES.map((id) => (
                <List.Item key={id}>
                  <FormattedMessage id={id} />
                </List.Item>
              ))}
            </List>
          </div>
          {errorText && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={intl.formatMessage({ id: 'marketplaceImports.upload.failed' })}
            >
              {errorText}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
              <FormattedMessage id={`marketplaceImports.upload.submit.${purpose}`} />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

function ImportProgress({ importId, onAgain }: { importId: string; onAgain: () => void }) {
  const intl = useIntl()
  const job = useQuery(marketplaceImportQueries.one(importId))
  if (job.isError) return <LoadError onRetry={() => void job.refetch()} />
  const data = job.data
  if (!data) {
    return (
      <Loader size="sm" aria-label={intl.formatMessage({ id: 'marketplaceImports.loading' })} />
    )
  }
  const marketplace = intl.formatMessage({
    id: `marketplaceImports.marketplace.${data.marketplace}`,
  })
  const running = data.state === 'queued' || data.state === 'running'
  const percent = data.sizeBytes > 0 ? Math.round((data.bytesRead / data.sizeBytes) * 100) : 0
  const label = intl.formatMessage(
    { id: 'marketplaceImports.progress.label' },
    { fileName: data.fileName },
  )
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          <FormattedMessage
            id="marketplaceImports.detected"
            values={{ marketplace, fileName: data.fileName }}
          />
        </Text>
        {!running && (
          <Button variant="default" onClick={onAgain}>
            <FormattedMessage id="marketplaceImports.upload.again" />
          </Button>
        )}
      </Group>
      {running && (
        <Stack gap={4}>
          <Progress value={running ? Math.min(percent, 99) : 100} animated aria-label={label} />
          <Text size="sm" c="dimmed" role="status">
            <FormattedMessage
              id="marketplaceImports.progress.rows"
              values={{ rows: data.rowsRead }}
            />
          </Text>
        </Stack>
      )}
      {data.state === 'failed' && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={intl.formatMessage({ id: 'marketplaceImports.failed.title' })}
        >
          {data.error && Object.hasOwn(intl.messages, data.error)
            ? intl.formatMessage({ id: data.error as 'marketplaceImports.file.malformed' })
            : data.error}
        </Alert>
      )}
      {data.state === 'completed' &&
        (data.purpose === 'drift' ? <DriftTable job={data} /> : <MigrationReport job={data} />)}
    </Stack>
  )
}
