import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { formatUsd } from '@namefolio/core/money/money'
import { canEnableLease } from '@namefolio/core/pricing/lease-price'
import {
  clampLeasePeriod,
  maxLeasePeriodFor,
  validateLeasePeriod,
} from '@namefolio/core/pricing/lease-period'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Delayed, DelayedSkeleton } from '../../../components/ui/delayed'
import { EmptyState } from '../../../components/ui/empty-state'
import { growl } from '../../../components/ui/growl'
import { isApiError } from '../../../lib/api-client'
import { buyNowUsdOf, type PortfolioRow } from '../portfolio-row'
import { portfolioQueries, useEditDomain } from '../portfolio.queries'
import type { DomainHistoryChange } from '@namefolio/core/portfolio/portfolio.contract'
import { RowModalHost } from './row-modal-host'
import { ResubmitResume } from '../resubmit-action'
import { LanderSelect } from './lander-select'
import { ListingControls } from './listing-controls'
import { PriceFields } from './price-fields'
import type { RowModal } from './row-actions'
import { StatusCell } from './status-cell'
import { FactGrid, type FactEntry } from '../../../components/ui/fact-grid'
import { LoadError } from '../../../components/ui/load-error'
import { ColumnHeadings } from '../../../components/ui/column-heading'

function LeaseForm({ row }: { row: PortfolioRow }) {
  const intl = useIntl()
  const edit = useEditDomain()
  const buyNowUsd = buyNowUsdOf(row)
  const isAllowed = canEnableLease(buyNowUsd)
  const [months, setMonths] = useState<number>(row.maxLeasePeriod ?? LEASE_MIN_MONTHS)
  const [confirm, setConfirm] = useState<number | null>(null)
  const save = (value: number) =>
    edit.mutate(
      { name: row.name, edit: { leasingEnabled: true, maxLeasePeriod: value } },
      {
        onSuccess: () =>
          growl({ kind: 'success', message: 'domain.details.successMessage.pending' }),
        onError: () => growl({ kind: 'warning', message: 'common.error.unknown' }),
      },
    )
  return (
    <Stack gap="xs">
      <Switch
        label={intl.formatMessage({ id: 'portfolio.column.lto' })}
        description={isAllowed ? undefined : intl.formatMessage({ id: 'portfolio.lto.disabled' })}
        disabled={!isAllowed || edit.isPending}
        checked={isAllowed && row.leasingEnabled === true}
        onChange={(event) =>
          edit.mutate(
            {
              name: row.name,
              edit: event.currentTarget.checked
                ? { leasingEnabled: true, maxLeasePeriod: clampLeasePeriod(months, buyNowUsd) }
                : { leasingEnabled: false },
            },
            { onError: () => growl({ kind: 'warning', message: 'common.error.unknown' }) },
          )
        }
      />
      {isAllowed && row.leasingEnabled === true && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (validateLeasePeriod(months, buyNowUsd) !== null)
              return setConfirm(clampLeasePeriod(months, buyNowUsd))
            save(months)
          }}
        >
          <Group align="flex-end" gap="xs">
            <NumberInput
              label={intl.formatMessage({ id: 'portfolio.bulk.period' })}
              description={intl.formatMessage(
                { id: 'editDomain.lease.maxLeasePeriod.range' },
                { min: LEASE_MIN_MONTHS, max: maxLeasePeriodFor(buyNowUsd) },
              )}
              value={months}
              min={0}
              max={99}
              allowDecimal={false}
              suffix=" months"
              w={200}
              onChange={(value) => setMonths(typeof value === 'number' ? value : LEASE_MIN_MONTHS)}
            />
            <Button type="submit" variant="light" loading={edit.isPending}>
              <FormattedMessage id="common.save" />
            </Button>
          </Group>
        </form>
      )}
      {confirm !== null && (
        <ConfirmDialog
          title={<FormattedMessage id="portfolio.confirm.leasePeriod.title" />}
          confirmLabel={
            <FormattedMessage
              id="portfolio.confirm.leasePeriod.confirm"
              values={{ months: confirm }}
            />
          }
          cancelLabel={<FormattedMessage id="common.cancel" />}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setMonths(confirm)
            save(confirm)
            setConfirm(null)
          }}
        >
          <FormattedMessage
            id="portfolio.confirm.leasePeriod.body"
            values={{
              domain: row.displayName,
              min: LEASE_MIN_MONTHS,
              max: maxLeasePeriodFor(buyNowUsd),
              months: confirm,
            }}
          />
        </ConfirmDialog>
      )}
    </Stack>
  )
}

const tabular = (text: string) => <span className="nf-tabular">{text}</span>

/** The facts at the top of the details, in the portfolio's column order. */
function detailFacts(row: PortfolioRow, intl: IntlShape): FactEntry[] {
  const lease =
    row.leasingEnabled === true
      ? intl.formatMessage(
          { id: 'portfolio.lto.months' },
          { months: row.maxLeasePeriod ?? LEASE_MIN_MONTHS },
        )
      : intl.formatMessage({ id: 'portfolio.lto.off' })
  return [
    { label: 'portfolio.column.buyNow', value: tabular(formatUsd(row.buynowPriceMicros, 2)) },
    { label: 'portfolio.column.floor', value: tabular(formatUsd(row.floorPriceMicros, 2)) },
    { label: 'portfolio.column.minBid', value: tabular(formatUsd(row.minbidPriceMicros, 2)) },
    { label: 'portfolio.column.dateAdded', value: tabular(formatServerDate(row.createdAt)) },
    { label: 'portfolio.column.offers', value: <FormattedNumber value={row.offerCount} /> },
    { label: 'portfolio.column.views', value: <FormattedNumber value={row.intakeViews} /> },
    { label: 'portfolio.column.leads', value: <FormattedNumber value={row.intakeLeads} /> },
    { label: 'portfolio.column.lto', value: lease },
  ]
}

function historyValue(field: string, value: DomainHistoryChange['to']): string {
  if (value === null || value === '') return '--'
  if (typeof value === 'number' && /price/i.test(field)) return formatUsd(value)
  if (typeof value === 'boolean') return value ? 'On' : 'Off'
  return String(value)
}

function History({ name }: { name: string }) {
  const intl = useIntl()
  const history = useQuery(portfolioQueries.history(name))
  if (history.isPending) {
    return <DelayedSkeleton height={120} />
  }
  if (history.isError) {
    return <LoadError title="domainDetails.history.error" onRetry={() => void history.refetch()} />
  }
  if (history.data.items.length === 0) {
    return (
      <EmptyState title={<FormattedMessage id="domainDetails.history.empty" />}>
        <FormattedMessage id="domainDetails.history.emptyBody" />
      </EmptyState>
    )
  }
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table>
        <Table.Caption className="nf-visually-hidden">
          <FormattedMessage id="domainDetails.history.title" />
        </Table.Caption>
        <ColumnHeadings
          labels={[
            'domainDetails.history.when',
            'domainDetails.history.who',
            'domainDetails.history.what',
            'domainDetails.history.change',
          ]}
        />
        <Table.Tbody>
          {history.data.items.flatMap((entry) =>
            entry.changes.map((change, index) => (
              <Table.Tr key={`${entry.id}:${change.field}`}>
                <Table.Td className="nf-tabular">
                  {index === 0
                    ? `${formatServerDate(entry.at, 'default')} ${formatServerDate(entry.at, 'time')}`
                    : ''}
                </Table.Td>
                <Table.Td>
                  {index === 0
                    ? `${entry.actor?.name ?? intl.formatMessage({ id: 'domainDetails.history.system' })} · ${intl.formatMessage({ id: `domainDetails.source.${entry.source}` })}`
                    : ''}
                </Table.Td>
                <Table.Td>
                  {intl.formatMessage({
                    id: `domainDetails.field.${change.field}`,
                    defaultMessage: change.field,
                  })}
                </Table.Td>
                <Table.Td>
                  <span className="nf-tabular">{historyValue(change.field, change.from)}</span>
                  <span
                    className="nf-history-arrow"
                    aria-label={intl.formatMessage({ id: 'domainDetails.history.to' })}
                  >
                    →
                  </span>
                  <span className="nf-tabular" style={{ fontWeight: 600 }}>
                    {historyValue(change.field, change.to)}
                  </span>
                </Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * A domain's details (spec §2 /domains/{displayName}/details): its facts, the edit form
 * (prices, listing, lander, lease to own) and its history. `isEditing` opens the form.
 */
export function DomainDetails({
  displayName,
  isEditing: startEditing,
  isColorCustomizationOn,
}: {
  displayName: string
  isEditing: boolean
  isColorCustomizationOn: boolean
}) {
  const intl = useIntl()
  const detail = useQuery(portfolioQueries.detail(displayName))
  const [isEditing, setIsEditing] = useState(startEditing)
  const [modal, setModal] = useState<RowModal | null>(null)

  if (detail.isPending) {
    return (
      <Delayed>
        <Stack gap="sm" aria-busy="true" data-testid="details-skeleton">
          <Skeleton height={32} width={280} />
          <Skeleton height={140} />
          <Skeleton height={220} />
        </Stack>
      </Delayed>
    )
  }
  if (detail.isError) {
    const isMissing = isApiError(detail.error) && detail.error.status === 404
    return (
      <Paper withBorder radius="md">
        <EmptyState
          title={
            <FormattedMessage
              id={isMissing ? 'domainDetails.notFound' : 'domainDetails.error'}
              values={{ domain: displayName }}
            />
          }
          action={
            isMissing ? (
              <Button variant="light" renderRoot={(props) => <Link {...props} to="/portfolio" />}>
                <FormattedMessage id="notFound.toPortfolio" />
              </Button>
            ) : (
              <Button variant="light" onClick={() => void detail.refetch()}>
                <FormattedMessage id="common.retry" />
              </Button>
            )
          }
        />
      </Paper>
    )
  }
  const row = detail.data
  return (
    <Stack gap="md">
      <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/portfolio" />}>
        ← <FormattedMessage id="domainDetails.back" />
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2" className="nf-domain-name">
            {row.displayName}
          </Title>
          <StatusCell
            row={row}
            onListDomain={() => setIsEditing(true)}
            onResubmit={() => setModal('RESUBMIT_LISTINGS')}
          />
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link {...props} to="/domains/$domain" params={{ domain: row.displayName }} />
            )}
          >
            <FormattedMessage id="domainPage.overviewLink" />
          </Button>
          <Button
            variant={isEditing ? 'light' : 'filled'}
            onClick={() => setIsEditing((value) => !value)}
            aria-expanded={isEditing}
          >
            <FormattedMessage
              id={isEditing ? 'domainDetails.doneEditing' : 'portfolio.action.edit'}
            />
          </Button>
          <Button variant="outline" color="red" onClick={() => setModal('DELETE')}>
            <FormattedMessage id="portfolio.action.delete" />
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="md">
        <FactGrid look="plain" cols={{ base: 2, sm: 4 }} facts={detailFacts(row, intl)} />
      </Paper>
      {isEditing && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nf-edit-heading">
          <Title order={2} size="h4" mb="sm" id="nf-edit-heading">
            <FormattedMessage id="domainDetails.editTitle" />
          </Title>
          <Stack gap="lg">
            <ListingControls row={row} />
            <PriceFields
              key={`${row.buynowPriceMicros}:${row.floorPriceMicros}:${row.minbidPriceMicros}`}
              row={row}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                <FormattedMessage id="portfolio.column.lander" />
              </Text>
              <LanderSelect row={row} isColorCustomizationOn={isColorCustomizationOn} />
            </div>
            <LeaseForm row={row} />
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nf-history-heading">
        <Title order={2} size="h4" mb="sm" id="nf-history-heading">
          <FormattedMessage id="domainDetails.history.title" />
        </Title>
        <History name={row.name} />
      </Paper>
      <ResubmitResume />
      {modal !== null && <RowModalHost modal={modal} row={row} onClose={() => setModal(null)} />}
    </Stack>
  )
}
