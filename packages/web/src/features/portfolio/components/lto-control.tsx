import { NativeSelect, Tooltip } from '@mantine/core'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { canEnableLease } from '@namefolio/core/pricing/lease-price'
import { clampLeasePeriod, maxLeasePeriodFor } from '@namefolio/core/pricing/lease-period'
import { useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { buyNowUsdOf, type PortfolioRow } from '../portfolio-row'
import { useEditDomain } from '../portfolio.queries'

const OFF = 'off'

/** The periods a buy-now price allows, 2 up to its maximum (spec §5 "Lease period"). */
export function leasePeriodOptions(buyNowUsd: number | null): number[] {
  const max = maxLeasePeriodFor(buyNowUsd)
  return Array.from({ length: max - LEASE_MIN_MONTHS + 1 }, (_, i) => LEASE_MIN_MONTHS + i)
}

/**
 * The lease-to-own control of a row (spec §4): disabled unless a valid buy-now price
 * exists; with one, it shows the maximum lease period or off.
 */
export function LtoControl({ row }: { row: PortfolioRow }) {
  const intl = useIntl()
  const edit = useEditDomain()
  const buyNowUsd = buyNowUsdOf(row)
  const isAllowed = canEnableLease(buyNowUsd)
  const label = intl.formatMessage({ id: 'portfolio.lto.label' }, { domain: row.displayName })
  const isOn = isAllowed && row.leasingEnabled === true
  const value = isOn
    ? String(clampLeasePeriod(row.maxLeasePeriod ?? LEASE_MIN_MONTHS, buyNowUsd))
    : OFF
  const select = (
    <NativeSelect
      size="xs"
      w={112}
      aria-label={label}
      disabled={!isAllowed || edit.isPending}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value
        edit.mutate(
          {
            name: row.name,
            edit:
              next === OFF
                ? { leasingEnabled: false }
                : { leasingEnabled: true, maxLeasePeriod: Number(next) },
          },
          {
            onSuccess: () =>
              growl({ kind: 'success', message: 'domain.details.successMessage.pending' }),
            onError: () => growl({ kind: 'warning', message: 'common.error.unknown' }),
          },
        )
      }}
      data={[
        { value: OFF, label: intl.formatMessage({ id: 'portfolio.lto.off' }) },
        ...(isAllowed ? leasePeriodOptions(buyNowUsd) : []).map((months) => ({
          value: String(months),
          label: intl.formatMessage({ id: 'portfolio.lto.months' }, { months }),
        })),
      ]}
    />
  )
  if (isAllowed) return select
  return (
    <Tooltip label={intl.formatMessage({ id: 'portfolio.lto.disabled' })} multiline w={220}>
      <div>{select}</div>
    </Tooltip>
  )
}
