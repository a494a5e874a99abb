import { Alert, Anchor, Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AccountLander } from '@namefolio/core/account/account-defaults.contract'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { formatUsd, microsToUsd } from '@namefolio/core/money/money'
import { maxLeasePeriodFor } from '@namefolio/core/pricing/lease-period'
import { canEnableLease, LTO_BUY_NOW_RANGE } from '@namefolio/core/pricing/lease-price'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'
import { growl } from '../../../components/ui/growl'
import { LoadError } from '../../../components/ui/load-error'
import { SettingsPanel } from '../../../components/ui/settings-panel'
import {
  accountDefaultsCalls,
  accountDefaultsKeys,
  accountDefaultsQueries,
} from '../account-defaults.queries'
import { fieldErrorsOf } from '../field-errors'
import { LeaseTierTable } from './lease-tier-table'
import { SectionHeading } from '../../../components/ui/section-heading'

function LtoEditor({ saved }: { saved: AccountLander }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [leasingEnabled, setLeasingEnabled] = useState(saved.leasingEnabled)
  const [months, setMonths] = useState<number | string>(saved.maxLeasePeriod)
  const priceUsd = saved.buynowPrice === null ? null : microsToUsd(saved.buynowPrice)
  const eligible = canEnableLease(priceUsd)
  const longest = maxLeasePeriodFor(priceUsd)
  const save = useMutation({
    mutationFn: () =>
      accountDefaultsCalls.saveLander({
        leasingEnabled,
        maxLeasePeriod: typeof months === 'number' ? months : Number(months),
      }),
    onSuccess: (stored) => {
      queryClient.setQueryData(accountDefaultsKeys.lander(), stored)
      void queryClient.invalidateQueries({ queryKey: ['add-domains'] })
      growl({ kind: 'success', message: 'accountDefaults.lto.saved' })
    },
  })
  const errors = fieldErrorsOf(intl, save.error)
  const wholeMonths = typeof months === 'number' && Number.isInteger(months)
  const monthsError =
    leasingEnabled && (!wholeMonths || months < LEASE_MIN_MONTHS || months > longest)
      ? intl.formatMessage(
          { id: 'editDomain.lease.maxLeasePeriod.range' },
          { min: LEASE_MIN_MONTHS, max: longest },
        )
      : errors.maxLeasePeriod
  const changed = leasingEnabled !== saved.leasingEnabled || months !== saved.maxLeasePeriod
  const example =
    eligible && saved.buynowPrice !== null && wholeMonths && monthsError === undefined
      ? quoteLease(saved.buynowPrice, months)
      : null
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (monthsError === undefined) save.mutate()
      }}
    >
      <Stack gap="md">
        {eligible ? (
          <Text size="sm">
            <FormattedMessage
              id="accountDefaults.lto.price"
              values={{ price: formatUsd(saved.buynowPrice) }}
            />
          </Text>
        ) : (
          <Alert color="blue" variant="light">
            <FormattedMessage
              id="accountDefaults.lto.needsPrice"
              values={{
                min: LTO_BUY_NOW_RANGE.minUsd,
                max: LTO_BUY_NOW_RANGE.maxUsd,
                link: (chunks) => (
                  <Anchor underline="always" component={Link} to="/account/lander">
                    {chunks}
                  </Anchor>
                ),
              }}
            />
          </Alert>
        )}
        <Switch
          label={intl.formatMessage({ id: 'accountDefaults.lto.enabled' })}
          description={intl.formatMessage({ id: 'accountDefaults.lto.enabledHint' })}
          checked={leasingEnabled}
          disabled={!eligible && !leasingEnabled}
          onChange={(event) => setLeasingEnabled(event.currentTarget.checked)}
        />
        <NumberInput
          label={intl.formatMessage({ id: 'accountDefaults.lto.maxPeriod' })}
          description={intl.formatMessage(
            { id: 'accountDefaults.lto.maxPeriodHint' },
            { min: LEASE_MIN_MONTHS, max: longest },
          )}
          min={LEASE_MIN_MONTHS}
          max={longest}
          allowDecimal={false}
          allowNegative={false}
          disabled={!leasingEnabled}
          value={months}
          onChange={setMonths}
          error={monthsError}
          styles={{ error: { color: 'var(--mantine-color-red-9)' } }}
          maw={280}
        />
        {example && (
          <Text size="sm" data-testid="lto-example">
            <FormattedMessage
              id="accountDefaults.lto.example"
              values={{
                price: formatUsd(saved.buynowPrice),
                months: example.months,
                monthly: formatUsd(example.installmentMicros, 2),
                total: formatUsd(example.totalMicros, 2),
                markup: example.markupPct,
                discount: example.commissionDiscountPct,
              }}
            />
          </Text>
        )}
        {save.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            <FormattedMessage id="accountDefaults.error.save" />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!changed} loading={save.isPending}>
            <FormattedMessage id="accountDefaults.lto.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function GracePolicy() {
  const policy = useQuery(accountDefaultsQueries.leasePolicy())
  if (policy.isError) return <LoadError message="accountDefaults.error.load" />
  return (
    <Stack gap="xs">
      <SectionHeading title="accountDefaults.lto.graceTitle" />
      <Text size="sm" data-testid="lto-grace">
        {policy.data ? (
          <FormattedMessage
            id="accountDefaults.lto.grace"
            values={{ days: policy.data.graceDays }}
          />
        ) : (
          <FormattedMessage id="accountDefaults.loading" />
        )}
      </Text>
    </Stack>
  )
}

/** /account/lto: lease to own on new listings, the tier table explained, the grace policy. */
export function LtoDefaultsForm() {
  const lander = useQuery(accountDefaultsQueries.lander())
  const price =
    lander.data?.buynowPrice !== undefined &&
    lander.data.buynowPrice !== null &&
    canEnableLease(microsToUsd(lander.data.buynowPrice))
      ? lander.data.buynowPrice
      : null
  return (
    <Stack gap="lg">
      <SettingsPanel
        intro="accountDefaults.lto.intro"
        query={lander}
        skeletonHeight={200}
        errorMessage="accountDefaults.error.load"
      >
        {(saved) => <LtoEditor saved={saved} />}
      </SettingsPanel>
      <Stack gap="xs">
        <SectionHeading
          title="accountDefaults.lto.tiersTitle"
          intro="accountDefaults.lto.tiersIntro"
        />
        {/* Quoted with the seller's own price once it is known (an example price without one). */}
        {!lander.isPending && <LeaseTierTable priceMicros={price} />}
      </Stack>
      <GracePolicy />
    </Stack>
  )
}
