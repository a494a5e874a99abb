import { Button, Group, Input, SimpleGrid, TextInput } from '@mantine/core'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { microsToUsd } from '@namefolio/core/money/money'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { isApiError } from '../../../lib/api-client'
import {
  planListingEdit,
  PRICE_COLUMNS,
  priceMicrosOf,
  type PriceColumn,
} from '../portfolio-price-edit'
import type { PortfolioRow } from '../portfolio-row'
import { useEditDomain, type DomainEdit } from '../portfolio.queries'
import {
  PRICE_COLUMN_LABEL,
  PriceConfirmDialog,
  type PendingPriceEdit,
} from './price-confirm-dialog'
import { useFieldErrorText } from './price-cell'

function typedOf(row: PortfolioRow): Record<PriceColumn, string> {
  const shown = (column: PriceColumn) => {
    const micros = priceMicrosOf(row, column)
    return micros === null ? '' : String(microsToUsd(micros))
  }
  return {
    buynowPrice: shown('buynowPrice'),
    floorPrice: shown('floorPrice'),
    minbidPrice: shown('minbidPrice'),
  }
}

/** The three prices of a domain as a form: core's rules inline, §5 confirmations, save. */
export function PriceFields({ row, onSaved }: { row: PortfolioRow; onSaved?: () => void }) {
  const intl = useIntl()
  const errorText = useFieldErrorText()
  const edit = useEditDomain()
  const [typed, setTyped] = useState(() => typedOf(row))
  const [errors, setErrors] = useState<FieldError[]>([])
  const [pending, setPending] = useState<PendingPriceEdit | null>(null)

  const send = (body: DomainEdit) =>
    edit.mutate(
      { name: row.name, edit: body },
      {
        onSuccess: () => {
          growl({ kind: 'success', message: 'domain.details.successMessage.pending' })
          onSaved?.()
        },
        onError: (error) =>
          setErrors(
            isApiError(error) && error.fields.length > 0
              ? [...error.fields]
              : [{ field: 'form', code: 'common.error.unknown' }],
          ),
      },
    )

  const errorFor = (column: PriceColumn) => errors.find((error) => error.field === column)
  const formError = errors.find(
    (error) => !(PRICE_COLUMNS as readonly string[]).includes(error.field),
  )

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const plan = planListingEdit(row, typed)
        if (plan.outcome === 'unchanged') return onSaved?.()
        if (plan.outcome === 'invalid') return setErrors(plan.errors)
        if (plan.confirmations.length > 0) return setPending(plan)
        send(plan.edit)
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {PRICE_COLUMNS.map((column) => {
          const error = errorFor(column)
          return (
            <TextInput
              key={column}
              label={intl.formatMessage({ id: PRICE_COLUMN_LABEL[column] })}
              leftSection="$"
              inputMode="numeric"
              classNames={{ input: 'nf-money' }}
              value={typed[column]}
              error={error === undefined ? undefined : errorText(error)}
              onChange={(event) => {
                const value = event.currentTarget.value
                setTyped((previous) => ({ ...previous, [column]: value }))
                setErrors([])
              }}
            />
          )
        })}
      </SimpleGrid>
      {formError !== undefined && (
        <Input.Error mt="xs" role="alert">
          {errorText(formError)}
        </Input.Error>
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={edit.isPending}>
          <FormattedMessage id="portfolio.edit.savePrices" />
        </Button>
      </Group>
      <PriceConfirmDialog
        pending={pending}
        domain={row.displayName}
        onPendingChange={setPending}
        onSend={send}
      />
    </form>
  )
}
