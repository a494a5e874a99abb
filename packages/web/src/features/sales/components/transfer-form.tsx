import { Select, TextInput } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'
import { isApiError } from '../../../lib/api-client'
import { applyTransactionChange, salesCalls, salesQueries } from '../sales.queries'
import { SaleStepForm, type SaleStepFormProps } from './sale-step-form'

/**
 * The transfer form (spec §3: registrar, otherRegistrarName): the seller pushes the domain to
 * the buyer at their registrar instead of giving an auth code.
 */
export function TransferForm({ transactionId, domain, onDone, onCancel }: SaleStepFormProps) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const registrars = useQuery(salesQueries.registrars())
  const [registrar, setRegistrar] = useState<string | null>(null)
  const [other, setOther] = useState('')
  const [isSubmitted, setSubmitted] = useState(false)
  const isOther = registrar === 'OTHER'
  const send = useMutation({
    mutationFn: () =>
      salesCalls.registrar(transactionId, {
        registrar: registrar ?? '',
        ...(isOther ? { otherRegistrarName: other.trim() } : {}),
      }),
    onSuccess: (detail) => {
      applyTransactionChange(queryClient, detail)
      onDone?.(detail)
    },
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (registrar === null || (isOther && other.trim() === '')) return
    send.mutate()
  }

  return (
    <SaleStepForm
      step="transfer"
      domain={domain}
      onSubmit={submit}
      onCancel={onCancel}
      isPending={send.isPending}
      refusal={
        !send.isError
          ? null
          : isApiError(send.error) && send.error.status === 409
            ? 'sales.authCode.error.conflict'
            : 'common.error.unknown'
      }
    >
      <Select
        label={intl.formatMessage({ id: 'sales.transfer.registrar' })}
        placeholder={intl.formatMessage({ id: 'sales.transfer.registrarPlaceholder' })}
        data={(registrars.data?.items ?? []).map((r) => ({
          value: r.name,
          label: r.name === 'OTHER' ? intl.formatMessage({ id: 'sales.transfer.other' }) : r.name,
        }))}
        value={registrar}
        onChange={setRegistrar}
        required
        data-autofocus
        error={
          isSubmitted && registrar === null
            ? intl.formatMessage({ id: 'sales.transfer.registrarRequired' })
            : undefined
        }
      />
      {isOther && (
        <TextInput
          label={intl.formatMessage({ id: 'sales.transfer.otherRegistrarName' })}
          value={other}
          maxLength={100}
          required
          onChange={(event) => setOther(event.currentTarget.value)}
          error={
            isSubmitted && other.trim() === ''
              ? intl.formatMessage({ id: 'transfer.otherRegistrarName.required' })
              : undefined
          }
        />
      )}
    </SaleStepForm>
  )
}
