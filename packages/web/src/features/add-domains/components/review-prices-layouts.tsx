import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { IntakePrices } from '@namefolio/core/domains/intake-prices'
import { PriceInput } from './price-input'
import { ColumnHeading } from '../../../components/ui/column-heading'

export type PriceField = keyof IntakePrices

/** One row of the prices: "All domains" or one name, with what it will be listed as. */
export type PriceRow = {
  key: string
  /** The domain (or "All domains"), shown as the row's header. */
  title: ReactNode
  isAll: boolean
  prices: IntakePrices
  listsAs: ReactNode
  /** Each input's accessible name, e.g. "Buy now of example.com". */
  labelOf: (field: PriceField) => string
  errorOf: (field: PriceField) => string | undefined
  onChange: (field: PriceField, micros: number | null) => void
  action: ReactNode
}

export type PriceColumn = { field: PriceField; labelId: string }

type LayoutProps = { rows: PriceRow[]; columns: PriceColumn[]; caption: ReactNode }

const nowrap = { whiteSpace: 'nowrap' } as const

/** From 640 px: a table, one row per name under the "All domains" row. */
export function PricesTable({ rows, columns, caption }: LayoutProps) {
  return (
    <Paper withBorder radius="md" p={0} style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" miw={720}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <ColumnHeading label="addDomains.review.column.domain" scope="col" />
            {columns.map((c) => (
              <Table.Th key={c.field} scope="col">
                <FormattedMessage id={c.labelId} />
              </Table.Th>
            ))}
            <ColumnHeading label="addDomains.prices.column.listsAs" scope="col" />
            <ColumnHeading label="addDomains.prices.column.actions" scope="col" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.key}
              data-domain={row.isAll ? undefined : row.key}
              bg={row.isAll ? 'var(--mantine-color-default-hover)' : undefined}
            >
              <Table.Th
                scope="row"
                fw={row.isAll ? 700 : 400}
                miw={160}
                style={{ overflowWrap: 'anywhere' }}
              >
                {row.title}
              </Table.Th>
              {columns.map((c) => (
                <Table.Td key={c.field}>
                  <PriceInput
                    label={row.labelOf(c.field)}
                    value={row.prices[c.field]}
                    onChange={(micros) => row.onChange(c.field, micros)}
                    error={row.errorOf(c.field)}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <Text size="sm" style={nowrap}>
                  {row.listsAs}
                </Text>
              </Table.Td>
              <Table.Td>{row.action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  )
}

/** On a phone: one card per name, the three prices side by side with visible labels. */
export function PricesCards({ rows, columns, caption }: LayoutProps) {
  const intl = useIntl()
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {caption}
      </Text>
      {rows.map((row) => (
        <Paper
          key={row.key}
          withBorder
          radius="md"
          p="sm"
          data-domain={row.isAll ? undefined : row.key}
          bg={row.isAll ? 'var(--mantine-color-default-hover)' : undefined}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={row.isAll ? 700 : 500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.title}
              </Text>
              <Text size="sm" style={nowrap}>
                {row.listsAs}
              </Text>
            </Group>
            <SimpleGrid cols={3} spacing="xs">
              {columns.map((c) => (
                <PriceInput
                  key={c.field}
                  visibleLabel={intl.formatMessage({ id: c.labelId })}
                  label={row.labelOf(c.field)}
                  value={row.prices[c.field]}
                  onChange={(micros) => row.onChange(c.field, micros)}
                  error={row.errorOf(c.field)}
                />
              ))}
            </SimpleGrid>
            {row.action}
          </Stack>
        </Paper>
      ))}
    </Stack>
  )
}
