import { ActionIcon, Group, Text, TextInput, UnstyledButton } from '@mantine/core'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { formatUsd, microsToUsd } from '@namefolio/core/money/money'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { isApiError } from '../../../lib/api-client'
import { planPriceEdit, priceMicrosOf, type PriceColumn } from '../portfolio-price-edit'
import type { PortfolioRow } from '../portfolio-row'
import { useEditDomain, type DomainEdit } from '../portfolio.queries'
import {
  PRICE_COLUMN_LABEL,
  PriceConfirmDialog,
  type PendingPriceEdit,
} from './price-confirm-dialog'

/** A field error as its message: the spec's key with its values, or the generic error. */
export function useFieldErrorText() {
  const intl = useIntl()
  return (error: FieldError) =>
    intl.formatMessage(
      { id: error.code, defaultMessage: intl.formatMessage({ id: 'common.error.unknown' }) },
      error.values,
    )
}

/**
 * A price in the table, edited in place (spec §5): Enter saves, Escape cancels, and focus
 * returns to the price either way. The price rules of core run first and their message shows
 * under the box; confirmations ask before the save; a refusal from the server shows the same
 * way, by its message key.
 */
export function PriceCell({ row, column }: { row: PortfolioRow; column: PriceColumn }) {
  const intl = useIntl()
  const errorText = useFieldErrorText()
  const edit = useEditDomain()
  const micros = priceMicrosOf(row, column)
  const [draft, setDraft] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [pending, setPending] = useState<PendingPriceEdit | null>(null)
  // Closing the editor unmounts the focused box: focus goes back to the cell's button (issue
  // 15), not to the page, whether Enter saved it, Escape or Cancel closed it. Focus the person
  // moved elsewhere while a save was on its way stays where they put it.
  const cellButton = useRef<HTMLButtonElement>(null)
  const shouldRefocus = useRef(false)
  useEffect(() => {
    if (draft !== null || !shouldRefocus.current) return
    shouldRefocus.current = false
    const focused = document.activeElement
    if (focused === null || focused === document.body) cellButton.current?.focus()
  }, [draft])
  const label = intl.formatMessage(
    { id: 'portfolio.price.edit' },
    { column: intl.formatMessage({ id: PRICE_COLUMN_LABEL[column] }), domain: row.displayName },
  )

  const close = () => {
    shouldRefocus.current = true
    setDraft(null)
    setErrors([])
  }

  const send = (body: DomainEdit) => {
    edit.mutate(
      { name: row.name, edit: body },
      {
        onSuccess: () => {
          close()
          growl({ kind: 'success', message: 'domain.details.successMessage.pending' })
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.length > 0) setErrors([...error.fields])
          else setErrors([{ field: column, code: 'common.error.unknown' }])
        },
      },
    )
  }

  const submit = () => {
    if (draft === null || edit.isPending) return
    const plan = planPriceEdit(row, column, draft)
    if (plan.outcome === 'unchanged') return close()
    if (plan.outcome === 'invalid') return setErrors(plan.errors)
    if (plan.confirmations.length > 0) return setPending(plan)
    send(plan.edit)
  }

  if (draft === null) {
    return (
      <UnstyledButton
        ref={cellButton}
        className="nf-price-button"
        onClick={() => setDraft(micros === null ? '' : String(microsToUsd(micros)))}
        aria-label={`${label}: ${formatUsd(micros)}`}
      >
        <span className="nf-money">{formatUsd(micros)}</span>
      </UnstyledButton>
    )
  }

  const shownErrors = errors.filter((error) => error.field === column || errors.length === 1)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <TextInput
          size="xs"
          w={104}
          autoFocus
          inputMode="numeric"
          leftSection={<Text size="xs">$</Text>}
          leftSectionWidth={22}
          value={draft}
          aria-label={label}
          aria-invalid={shownErrors.length > 0}
          disabled={edit.isPending}
          classNames={{ input: 'nf-money' }}
          onChange={(event) => {
            setDraft(event.currentTarget.value)
            setErrors([])
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              close()
            }
          }}
        />
        <ActionIcon
          type="submit"
          size="md"
          variant="filled"
          loading={edit.isPending}
          aria-label={intl.formatMessage({ id: 'common.save' })}
        >
          <span aria-hidden="true">✓</span>
        </ActionIcon>
        <ActionIcon
          size="md"
          variant="default"
          onClick={close}
          aria-label={intl.formatMessage({ id: 'common.cancel' })}
        >
          <span aria-hidden="true">✕</span>
        </ActionIcon>
      </Group>
      {shownErrors.map((error) => (
        <Text
          key={error.code}
          size="xs"
          c="red"
          role="alert"
          ta="right"
          mt={2}
          maw={180}
          className="nf-price-error"
          ml="auto"
        >
          {errorText(error)}
        </Text>
      ))}
      <PriceConfirmDialog
        pending={pending}
        domain={row.displayName}
        onPendingChange={setPending}
        onSend={send}
      />
    </form>
  )
}
