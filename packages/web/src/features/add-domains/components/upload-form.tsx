import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { UPLOAD_FILE_SIZE_LIMIT_BYTES } from '@namefolio/core/constants/domain-entry'
import { isApiError } from '../../../lib/api-client'
import { addDomainsQueries, useUploadDomainFile } from '../add-domains.queries'
import { fieldMessage } from './field-message'

/** The CSV upload (up to 1 GiB): sent as a stream, imported by a background job. */
export function UploadForm() {
  const intl = useIntl()
  const navigate = useNavigate()
  const [file, setFile] = useState<File | null>(null)
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
        upload.mutate(
          { file, settings: lander.data },
          { onSuccess: () => void navigate({ to: '/domains/add/history' }) },
        )
      }}
    >
      <Stack gap="sm">
        <FileInput
          label={intl.formatMessage({ id: 'addDomains.upload.label' })}
          description={intl.formatMessage({ id: 'addDomains.upload.description' })}
          placeholder={intl.formatMessage({ id: 'addDomains.upload.placeholder' })}
          accept=".csv,.txt,text/csv,text/plain"
          value={file}
          onChange={(value) => {
            setFile(value)
            upload.reset()
          }}
          clearable
          error={tooLarge ? intl.formatMessage({ id: 'domains.upload.error.tooLarge' }) : undefined}
        />
        <Text size="xs" c="dimmed">
          <FormattedMessage id="addDomains.upload.layouts" />
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
        <Group>
          <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
            <FormattedMessage id="addDomains.upload.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
