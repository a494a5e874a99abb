import { PasswordInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { isApiError } from '../../../lib/api-client'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { findAuthCodeProblem, AUTH_CODE_MAX_LENGTH } from '../sale-status-action'
import { applyTransactionChange, salesCalls } from '../sales.queries'
import { SaleStepForm, type SaleStepFormProps } from './sale-step-form'

/** Why the server refused, as a message key (components branch on the code, never the text). */
function refusalKey(error: unknown): MessageKey {
  if (!isApiError(error)) return 'common.error.unknown'
  if (error.code === 'CONFLICT' || error.status === 409) return 'sales.authCode.error.conflict'
  if (error.status === 404) return 'sales.authCode.error.notFound'
  if (error.status === 400) return 'sales.authCode.error.invalid'
  return 'common.error.unknown'
}

/**
 * The seller gives the domain's auth code (spec §3 transfer form: authCode; PATCH
 * .../transfer/authCode). The code is a secret: masked while typed, never kept after sending.
 */
export function AuthCodeForm({ transactionId, domain, onDone, onCancel }: SaleStepFormProps) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [isTouched, setTouched] = useState(false)
  const problem = findAuthCodeProblem(code)
  const send = useMutation({
    mutationFn: (authCode: string) => salesCalls.authCode(transactionId, authCode),
    onSuccess: (detail) => {
      setCode('')
      applyTransactionChange(queryClient, detail)
      onDone?.(detail)
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if (problem !== null) return
    send.mutate(code.trim())
  }

  return (
    <SaleStepForm
      step="authCode"
      domain={domain}
      onSubmit={submit}
      onCancel={onCancel}
      isPending={send.isPending}
      refusal={send.isError ? refusalKey(send.error) : null}
    >
      <PasswordInput
        label={intl.formatMessage({ id: 'sales.authCode.label' })}
        value={code}
        maxLength={AUTH_CODE_MAX_LENGTH + 1}
        autoComplete="off"
        spellCheck={false}
        required
        data-autofocus
        onChange={(event) => setCode(event.currentTarget.value)}
        onBlur={() => setTouched(code !== '')}
        error={
          isTouched && problem !== null
            ? intl.formatMessage({ id: `sales.authCode.problem.${problem}` as MessageKey })
            : undefined
        }
        visibilityToggleButtonProps={{
          'aria-label': intl.formatMessage({ id: 'sales.authCode.toggleVisibility' }),
        }}
      />
    </SaleStepForm>
  )
}
