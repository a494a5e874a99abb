import { Table, Text } from '@mantine/core'
import { useTable } from '@tanstack/react-table'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSkipTarget } from '../../../components/ui/skip-links'
import type { PortfolioRow } from '../portfolio-row'
import { isSelected } from '../portfolio-selection'
import { moveFocusBetweenRows } from '../table-keyboard'
import {
  TableContext,
  isSearchStatsSort,
  features,
  NUMERIC,
  columnsForView,
  NUMERIC_COLUMNS,
  SORT_OF_COLUMN,
  type PortfolioTableContext,
} from './portfolio-columns'

const ROW_HEIGHT = 45
/** The table's body: the target of the layout's "Skip to the portfolio table" link. */
const TABLE_BODY_ID = 'portfolio-table-body'

function ariaSort(
  context: PortfolioTableContext,
  columnId: string,
): 'ascending' | 'descending' | undefined {
  const key = SORT_OF_COLUMN[columnId]
  const isSorted =
    columnId === 'searchStats' ? isSearchStatsSort(context.sort) : key === context.sort
  if (!isSorted || context.sort === undefined) return undefined
  return context.order === 'desc' ? 'descending' : 'ascending'
}

/**
 * The portfolio table of spec §2/§3: one server page (up to 100 rows, or more when the
 * seller asks) with rows virtualized against the window scroll, so a long page stays smooth.
 */
export function PortfolioTable({
  rows,
  context,
}: {
  rows: readonly PortfolioRow[]
  context: PortfolioTableContext
}) {
  const intl = useIntl()
  // Table keeps row models while the array is the same one (stable input rule of v9).
  const data = useMemo(() => [...rows], [rows])
  const columns = columnsForView(context.view)
  const table = useTable({ features, columns, data })
  const tbodyRef = useRef<HTMLTableSectionElement>(null)
  useSkipTarget(TABLE_BODY_ID, 'a11y.skipToTable')
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    setScrollMargin((tbodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY)
  }, [])
  const modelRows = table.getRowModel().rows
  const virtualizer = useWindowVirtualizer({
    count: modelRows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => modelRows[index]?.original.id ?? index,
    initialRect: { width: 1280, height: 900 },
  })
  const items = virtualizer.getVirtualItems()
  const columnCount = columns.length
  const paddingTop = items.length > 0 ? (items[0]?.start ?? 0) - scrollMargin : 0
  const paddingBottom =
    items.length > 0
      ? virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? 0) - scrollMargin)
      : 0

  return (
    <TableContext.Provider value={context}>
      {/* The Parked view has fewer, narrower columns (decision 539). */}
      <Table.ScrollContainer minWidth={context.view === 'parked' ? 1000 : 1360} type="native">
        <Table highlightOnHover className="nf-portfolio-table" aria-rowcount={rows.length + 1}>
          <Table.Caption className="nf-visually-hidden">
            <FormattedMessage id="portfolio.table.caption" />
          </Table.Caption>
          <Table.Thead className="nf-sticky-head">
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th
                    key={header.id}
                    scope="col"
                    className={NUMERIC_COLUMNS.has(header.column.id) ? NUMERIC : undefined}
                    aria-sort={ariaSort(context, header.column.id)}
                    data-column={header.column.id}
                  >
                    <table.FlexRender header={header} />
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody ref={tbodyRef} id={TABLE_BODY_ID} onKeyDown={moveFocusBetweenRows}>
            {paddingTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={columnCount} style={{ height: paddingTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((item) => {
              const row = modelRows[item.index]
              if (row === undefined) return null
              const selected = isSelected(context.selection, row.original.name)
              return (
                <Table.Tr
                  key={row.id}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-rowindex={item.index + 2}
                  aria-selected={selected}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  data-domain={row.original.name}
                >
                  {row.getAllCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      className={NUMERIC_COLUMNS.has(cell.column.id) ? NUMERIC : undefined}
                      data-column={cell.column.id}
                    >
                      <table.FlexRender cell={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              )
            })}
            {paddingBottom > 0 && (
              <tr aria-hidden="true">
                <td
                  colSpan={columnCount}
                  style={{ height: paddingBottom, padding: 0, border: 0 }}
                />
              </tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text className="nf-visually-hidden" aria-live="polite">
        {context.sort === undefined
          ? ''
          : intl.formatMessage(
              { id: 'portfolio.sort.announce' },
              { key: context.sort, order: context.order },
            )}
      </Text>
    </TableContext.Provider>
  )
}
