import { Alert, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import type {
  AlignResult,
  DriftedDomain,
  MarketplaceImport,
} from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { LoadError } from '../../../components/ui/load-error'
import { Pager } from '../../../components/ui/pager'
import {
  DRIFT_PAGE_SIZE,
  marketplaceImportQueries,
  useAlignDrift,
} from '../marketplace-imports.queries'
import { codeMessage } from './code-message'
import { SectionHeading } from '../../../components/ui/section-heading'

type Difference = DriftedDomain['fields'][number]

/** A drifted value in words: dollars, on/off, months or where the nameservers point. */
function valueText(intl: IntlShape, field: Difference['field'], value: Difference['ours']) {
  if (value === null) return intl.formatMessage({ id: 'marketplaceImports.drift.none' })
  if (field === 'leasingEnabled') {
    return intl.formatMessage({
      id: value ? 'marketplaceImports.drift.on' : 'marketplaceImports.drift.off',
    })
  }
  if (field === 'maxLeasePeriod') {
    return intl.formatMessage({ id: 'marketplaceImports.drift.months' }, { months: Number(value) })
  }
  if (field === 'nameservers') {
    if (value === 'namefolio' || value === 'elsewhere') {
      return intl.formatMessage({ id: `marketplaceImports.drift.ns.${value}` })
    }
    return String(value)
  }
  return formatUsd(Number(value))
}

function AlignOutcome({ result }: { result: AlignResult }) {
  const intl = useIntl()
  const first = result.refused[0]
  return (
    <Alert color={first ? 'yellow' : 'green'} variant="light" role="status">
      <FormattedMessage
        id="marketplaceImports.drift.aligned"
        values={{ updated: result.updated }}
      />
      {first && (
        <>
          {' '}
          <FormattedMessage
            id="marketplaceImports.drift.refused"
            values={{
              count: result.refused.length,
              domain: first.domainName,
              reason: codeMessage(intl, first.code),
            }}
          />
        </>
      )}
    </Alert>
  )
}

/**
 * The domains whose listing differs from the export (issue 24), ours next to theirs, with
 * "Align ours" per domain and "Align all" after a confirmation. Nameservers are shown but not
 * aligned: they change at the registrar.
 */
export function DriftTable({ job }: { job: MarketplaceImport }) {
  const intl = useIntl()
  const [offset, setOffset] = useState(0)
  const [confirming, setConfirming] = useState(false)
  const drift = useQuery(marketplaceImportQueries.drift(job.importId, offset))
  const align = useAlignDrift(job.importId)
  if (drift.isError) {
    return (
      <LoadError
        message="marketplaceImports.drift.loadError"
        onRetry={() => void drift.refetch()}
        isRetrying={drift.isFetching}
      />
    )
  }
  if (!drift.data) {
    return (
      <Loader size="sm" aria-label={intl.formatMessage({ id: 'marketplaceImports.loading' })} />
    )
  }
  const { items, total } = drift.data
  const canAlignAny = items.some((d) => d.fields.some((f) => f.canAlign))
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <SectionHeading title="marketplaceImports.drift.title" />
            <Text size="sm" c="dimmed">
              <FormattedMessage id="marketplaceImports.drift.count" values={{ count: total }} />
            </Text>
          </div>
          {total > 0 && canAlignAny && (
            <Button onClick={() => setConfirming(true)} loading={align.isPending}>
              <FormattedMessage id="marketplaceImports.drift.alignAll" />
            </Button>
          )}
        </Group>
        {align.data && <AlignOutcome result={align.data} />}
        {align.isError && (
          <Alert color="red" variant="light" role="alert">
            {align.error.message}
          </Alert>
        )}
        {total === 0 ? (
          <EmptyState title={<FormattedMessage id="marketplaceImports.drift.empty.title" />}>
            <FormattedMessage id="marketplaceImports.drift.empty.body" />
          </EmptyState>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder verticalSpacing="xs">
              <Table.Caption>
                <FormattedMessage id="marketplaceImports.drift.caption" />
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {(['domain', 'field', 'ours', 'theirs', 'action'] as const).map((c) => (
                    <Table.Th key={c} scope="col">
                      <FormattedMessage id={`marketplaceImports.drift.column.${c}`} />
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((d) =>
                  d.fields.map((f, i) => (
                    <Table.Tr key={`${d.domainName}-${f.field}`} data-domain={d.domainName}>
                      {i === 0 && (
                        <Table.Th scope="row" rowSpan={d.fields.length} fw={600}>
                          {d.domainName}
                        </Table.Th>
                      )}
                      <Table.Td>
                        <FormattedMessage id={`marketplaceImports.drift.field.${f.field}`} />
                      </Table.Td>
                      <Table.Td>{valueText(intl, f.field, f.ours)}</Table.Td>
                      <Table.Td>{valueText(intl, f.field, f.theirs)}</Table.Td>
                      {i === 0 && (
                        <Table.Td rowSpan={d.fields.length}>
                          {d.fields.some((x) => x.canAlign) ? (
                            <Button
                              size="xs"
                              variant="light"
                              aria-label={intl.formatMessage(
                                { id: 'marketplaceImports.drift.alignOne.label' },
                                { domain: d.domainName },
                              )}
                              loading={
                                align.isPending &&
                                align.variables &&
                                'domainNames' in align.variables &&
                                align.variables.domainNames[0] === d.domainName
                              }
                              onClick={() => align.mutate({ domainNames: [d.domainName] })}
                            >
                              <FormattedMessage id="marketplaceImports.drift.alignOne" />
                            </Button>
                          ) : (
                            <Text size="xs" c="dimmed">
                              <FormattedMessage id="marketplaceImports.drift.registrarNote" />
                            </Text>
                          )}
                        </Table.Td>
                      )}
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {total > DRIFT_PAGE_SIZE && (
          <Pager
            offset={offset}
            limit={DRIFT_PAGE_SIZE}
            total={total}
            onOffsetChange={setOffset}
            isLandmark={false}
          />
        )}
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="marketplaceImports.drift.confirm.title" />}
          confirmLabel={<FormattedMessage id="marketplaceImports.drift.alignAll" />}
          cancelLabel={<FormattedMessage id="marketplaceImports.drift.confirm.no" />}
          isBusy={align.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => align.mutate({ all: true }, { onSettled: () => setConfirming(false) })}
        >
          <FormattedMessage id="marketplaceImports.drift.confirm.body" values={{ count: total }} />
        </ConfirmDialog>
      )}
    </Paper>
  )
}
