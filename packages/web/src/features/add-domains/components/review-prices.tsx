import { Button } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { pricesForName, type IntakePrices } from '@namefolio/core/domains/intake-prices'
import type { FieldError } from '@namefolio/core/http/error.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { PRICE_FIELDS } from '@namefolio/core/pricing/listing-prices'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { fieldMessage } from './field-message'
import {
  PricesCards,
  PricesTable,
  type PriceColumn,
  type PriceField,
  type PriceRow,
} from './review-prices-layouts'

const COLUMNS: PriceColumn[] = [
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
 * A table from 640 px, cards on a phone.
 */
export function ReviewPrices(props: ReviewPricesProps) {
  const { names, all, own } = props
  const intl = useIntl()
  const phone = useMediaQuery('(max-width: 40em)') ?? false
  const [confirming, setConfirming] = useState(false)
  const ownCount = names.filter((n) => Object.hasOwn(own, n.name)).length
  const priceName = (field: PriceField) =>
    intl.formatMessage({ id: COLUMNS.find((c) => c.field === field)?.labelId ?? field })
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
  const dropOwn = (name: string) =>
    props.onOwnChange(Object.fromEntries(Object.entries(own).filter(([n]) => n !== name)))

  const allRow: PriceRow = {
    key: 'all',
    title: <FormattedMessage id="addDomains.prices.allRow" />,
    isAll: true,
    prices: all,
    listsAs: listsAs(all),
    labelOf: (field) =>
      intl.formatMessage({ id: 'addDomains.prices.input.all' }, { price: priceName(field) }),
    errorOf: (field) => errorText(props.allErrors, field),
    onChange: (field, micros) => props.onAllChange({ ...all, [field]: micros }),
    action: (
      <Button
        size="xs"
        variant="light"
        disabled={ownCount === 0}
        onClick={() => setConfirming(true)}
      >
        <FormattedMessage id="addDomains.prices.applyToAll" />
      </Button>
    ),
  }
  const nameRows = names.map(({ name, input }): PriceRow => {
    const prices = pricesForName(all, own, name)
    return {
      key: name,
      title: input,
      isAll: false,
      prices,
      listsAs: listsAs(prices),
      labelOf: (field) =>
        intl.formatMessage(
          { id: 'addDomains.prices.input' },
          { price: priceName(field), domain: input },
        ),
      errorOf: (field) => errorText(props.errorsByName[name] ?? [], field),
      onChange: (field, micros) =>
        props.onOwnChange({ ...own, [name]: { ...prices, [field]: micros } }),
      action: Object.hasOwn(own, name) && (
        <Button
          size="xs"
          variant="subtle"
          aria-label={intl.formatMessage({ id: 'addDomains.prices.reset' }, { domain: input })}
          onClick={() => dropOwn(name)}
        >
          <FormattedMessage id="addDomains.prices.resetShort" />
        </Button>
      ),
    }
  })
  const Layout = phone ? PricesCards : PricesTable

  return (
    <>
      <Layout
        rows={[allRow, ...nameRows]}
        columns={COLUMNS}
        caption={
          <FormattedMessage id="addDomains.prices.caption" values={{ count: names.length }} />
        }
      />
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
    </>
  )
}
