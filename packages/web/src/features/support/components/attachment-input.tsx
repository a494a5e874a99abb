import { FileInput } from '@mantine/core'
import { SUPPORT_ATTACHMENT_ACCEPT } from '@namefolio/core/support/support-attachment'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'

/** The optional file of a message; `error` is a message key. */
export function AttachmentInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: File | null
  onChange: (file: File | null) => void
  error: MessageKey | null
  disabled?: boolean
}) {
  const intl = useIntl()
  return (
    <FileInput
      label={intl.formatMessage({ id: 'support.form.attachment' })}
      description={intl.formatMessage({ id: 'support.form.attachmentHint' })}
      placeholder={intl.formatMessage({ id: 'support.form.attachmentPlaceholder' })}
      accept={SUPPORT_ATTACHMENT_ACCEPT}
      value={value}
      onChange={onChange}
      clearable
      disabled={disabled}
      error={error ? intl.formatMessage({ id: error }) : undefined}
    />
  )
}
