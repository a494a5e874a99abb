import { Button, Paper, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { pricesForName, type IntakePrices } from '@namefolio/core/domains/intake-prices'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { PRICE_FIELDS } from '@namefolio/core/pricing/listing-prices'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { fieldMessage } from './field-message'
import { PriceInput } from './price-input'

type PriceField = keyof IntakePrices

const COLUMNS: { field: PriceField; labelId: string }[] = [
  { field: PRICE_FIELDS.buyNow, labelId: 'addDomains.settings.buyNow' },
  { field: PRICE_FIELDS.floor, labelId: 'addDomains.settings.floor' },
  { field: PRICE_FIELDS.minBid, labelId: 'addDomains.settings.minBid' },
]

export type ReviewPricesProps = {
  /** The names to add: lowercase ASCII, and as typed for display. */
  names: { name: string; input: string }[]
  /** The prices for all names (the entry's settings). */
  all: IntakePrices
  onAllChange: (next: IntakePrices) => void
  /** Names the seller gave their own prices. */
  own: Record<string, IntakePrices>
  onOwnChange: (next: Record<string, IntakePrices>) => void
  allErrors: readonly FieldError[]
  errorsByName: Readonly<Record<string, readonly FieldError[]>>
}

/**
 * The review step's prices (issue 15, decision 272): what each new name will be listed at, set
 * for all names in the first row or per name in its own; "Make offer" while there is no buy now.
 */
export function ReviewPrices(props: ReviewPricesProps) {
  const { names, all, own } = props
  const intl = useIntl()
  const [confirming, setConfirming] = useState(false)
  const ownCount = names.filter((n) => Object.hasOwn(own, n.name)).length
  const errorText = (errors: readonly FieldError[], field: PriceField) => {
    const error = errors.find((e) => e.field === field)
    return error ? fieldMessage(intl, error.code, error.values) : undefined
  }
  const listsAs = (prices: IntakePrices) =>
    prices.buynowPrice === null ? (
      <FormattedMessage id="addDomains.prices.listsAs.makeOffer" />
    ) : (
      <FormattedMessage
        id="addDomains.prices.listsAs.buyNow"
        values={{ price: formatUsd(prices.buynowPrice) }}
      />
    )
  const setOwn = (name: string, field: PriceField, micros: number | null) =>
    props.onOwnChange({ ...own, [name]: { ...pricesForName(all, own, name), [field]: micros } })
  const dropOwn = (name: string) =>
    props.onOwnChange(Object.fromEntries(Object.entries(own).filter(([n]) => n !== name)))

  return (
    <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" miw={720}>
        <Table.Caption>
          <FormattedMessage id="addDomains.prices.caption" values={{ count: names.length }} />
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <FormattedMessage id="addDomains.review.column.domain" />
            </Table.Th>
            {COLUMNS.map((c) => (
              <Table.Th key={c.field} scope="col">
                <FormattedMessage id={c.labelId} />
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <FormattedMessage id="addDomains.prices.column.listsAs" />
            </Table.Th>
            <Table.Th scope="col">
              <FormattedMessage id="addDomains.prices.column.actions" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr data-row="all" bg="var(--mantine-color-default-hover)">
            <Table.Th scope="row">
              <FormattedMessage id="addDomains.prices.allRow" />
            </Table.Th>
            {COLUMNS.map((c) => (
              <Table.Td key={c.field}>
                <PriceInput
                  label={intl.formatMessage(
                    { id: 'addDomains.prices.input.all' },
                    { price: intl.formatMessage({ id: c.labelId }) },
                  )}
                  value={all[c.field]}
                  onChange={(micros) => props.onAllChange({ ...all, [c.field]: micros })}
                  error={errorText(props.allErrors, c.field)}
                />
              </Table.Td>
            ))}
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {listsAs(all)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                disabled={ownCount === 0}
                onClick={() => setConfirming(true)}
              >
                <FormattedMessage id="addDomains.prices.applyToAll" />
              </Button>
            </Table.Td>
          </Table.Tr>
          {names.map(({ name, input }) => {
            const prices = pricesForName(all, own, name)
            const errors = props.errorsByName[name] ?? []
            const resetLabel = intl.formatMessage(
              { id: 'addDomains.prices.reset' },
              { domain: input },
            )
            return (
              <Table.Tr key={name} data-domain={name}>
                <Table.Th scope="row" fw={400} miw={160} style={{ overflowWrap: 'anywhere' }}>
                  {input}
                </Table.Th>
                {COLUMNS.map((c) => (
                  <Table.Td key={c.field}>
                    <PriceInput
                      label={intl.formatMessage(
                        { id: 'addDomains.prices.input' },
                        { price: intl.formatMessage({ id: c.labelId }), domain: input },
                      )}
                      value={prices[c.field]}
                      onChange={(micros) => setOwn(name, c.field, micros)}
                      error={errorText(errors, c.field)}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {listsAs(prices)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {Object.hasOwn(own, name) && (
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={resetLabel}
                      onClick={() => dropOwn(name)}
                    >
                      <FormattedMessage id="addDomains.prices.resetShort" />
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="addDomains.prices.applyToAll.confirmTitle" />}
          confirmLabel={<FormattedMessage id="addDomains.prices.applyToAll" />}
          cancelLabel={<FormattedMessage id="addDomains.prices.applyToAll.cancel" />}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            props.onOwnChange({})
            setConfirming(false)
          }}
        >
          <FormattedMessage
            id="addDomains.prices.applyToAll.confirmBody"
            values={{ count: ownCount }}
          />
        </ConfirmDialog>
      )}
    </Paper>
  )
}
