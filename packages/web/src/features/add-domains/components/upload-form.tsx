import { Alert, Button, FileInput, Group, Radio, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { UPLOAD_FILE_SIZE_LIMIT_BYTES } from '@namefolio/core/constants/domain-entry'
import type { UploadMode } from '@namefolio/core/domains/domain-intake.contract'
import { isApiError } from '../../../lib/api-client'
import { addDomainsQueries, useUploadDomainFile } from '../add-domains.queries'
import { fieldMessage } from './field-message'
import { UploadUpdatePreview } from './upload-update-preview'

/**
 * The CSV upload (up to 1 GiB): sent as a stream, imported by a background job. In "update"
 * mode (issue 15) it changes names already held: the server previews the whole file first and
 * nothing changes until the seller applies it.
 */
export function UploadForm() {
  const intl = useIntl()
  const navigate = useNavigate()
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<UploadMode>('add')
  const [previewJob, setPreviewJob] = useState<string | null>(null)
  const lander = useQuery(addDomainsQueries.lander())
  const upload = useUploadDomainFile()
  const tooLarge = file !== null && file.size > UPLOAD_FILE_SIZE_LIMIT_BYTES
  const error = upload.error
  const errorText = isApiError(error)
    ? error.fields[0]
      ? `${fieldMessage(intl, error.fields[0].code)} ${error.message}`
      : error.message
    : error
      ? intl.formatMessage({ id: 'common.error.unknown' })
      : null

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!file || tooLarge) return
        if (mode === 'update') {
          upload.mutate(
            { file, settings: undefined, mode },
            {
              onSuccess: (job) => setPreviewJob(job.jobId),
            },
          )
          return
        }
        upload.mutate(
          { file, settings: lander.data },
          { onSuccess: () => void navigate({ to: '/domains/add/history' }) },
        )
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={intl.formatMessage({ id: 'csvUpdate.mode.label' })}
          value={mode}
          onChange={(value) => {
            setMode(value as UploadMode)
            setPreviewJob(null)
            upload.reset()
          }}
        >
          <Stack gap={6} mt={4}>
            <Radio value="add" label={intl.formatMessage({ id: 'csvUpdate.mode.add' })} />
            <Radio value="update" label={intl.formatMessage({ id: 'csvUpdate.mode.update' })} />
          </Stack>
        </Radio.Group>
        <FileInput
          label={intl.formatMessage({ id: 'addDomains.upload.label' })}
          description={intl.formatMessage({
            id:
              mode === 'update' ? 'csvUpdate.upload.description' : 'addDomains.upload.description',
          })}
          placeholder={intl.formatMessage({ id: 'addDomains.upload.placeholder' })}
          accept=".csv,.txt,text/csv,text/plain"
          value={file}
          onChange={(value) => {
            setFile(value)
            setPreviewJob(null)
            upload.reset()
          }}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'csvUpdate.upload.clear' }) }}
          error={tooLarge ? intl.formatMessage({ id: 'domains.upload.error.tooLarge' }) : undefined}
        />
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id={mode === 'update' ? 'csvUpdate.upload.columns' : 'addDomains.upload.layouts'}
          />
        </Text>
        {errorText && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={intl.formatMessage({ id: 'addDomains.upload.failed' })}
          >
            {errorText}
          </Alert>
        )}
        {previewJob === null ? (
          <Group>
            <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
              <FormattedMessage
                id={mode === 'update' ? 'csvUpdate.upload.submit' : 'addDomains.upload.submit'}
              />
            </Button>
          </Group>
        ) : (
          <UploadUpdatePreview
            jobId={previewJob}
            onApplied={() => void navigate({ to: '/domains/add/history' })}
            onDiscarded={() => {
              setPreviewJob(null)
              setFile(null)
              upload.reset()
            }}
          />
        )}
      </Stack>
    </form>
  )
}
