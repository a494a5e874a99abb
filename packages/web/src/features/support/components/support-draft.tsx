import { Alert } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { checkAttachmentFile, readAttachmentFile } from '../attachment-file'
import { fieldErrorsOf, type SupportFieldErrors } from './support-form-errors'

/**
 * The message and file a support form sends (a new case or a reply), with its field errors:
 * what can be checked before sending is checked here, the server's refusals land on the same
 * fields, and nothing typed is lost either way.
 */
export function useSupportDraft() {
  const [message, setMessage] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<SupportFieldErrors>({})
  const isReady = () => {
    const local: SupportFieldErrors = {}
    if (message.trim() === '') local.message = 'support.form.required'
    const fileProblem = checkAttachmentFile(file)
    if (fileProblem) local.attachment = fileProblem
    setErrors(local)
    return Object.keys(local).length === 0
  }
  return {
    message,
    setMessage,
    file,
    errors,
    hasFieldError: Object.keys(errors).length > 0,
    /** A new file clears the refusal of the one it replaces. */
    changeFile: (next: File | null) => {
      setFile(next)
      setErrors(({ attachment: _dropped, ...rest }) => rest)
    },
    /** The form's submit: shows what is missing or too large, else sends. */
    submitWith: (send: () => void) => (event: FormEvent) => {
      event.preventDefault()
      if (isReady()) send()
    },
    /** The file as the API takes it, when there is one. */
    attachment: async () => (file ? { attachment: await readAttachmentFile(file) } : {}),
    refused: (error: unknown) => setErrors(fieldErrorsOf(error)),
    clear: () => {
      setMessage('')
      setFile(null)
    },
  }
}

/** Sending failed for a reason no field explains: said above the form, the draft kept. */
export function SendFailed({ message }: { message: MessageKey }) {
  return (
    <Alert color="red" role="alert">
      <FormattedMessage id={message} />
    </Alert>
  )
}
