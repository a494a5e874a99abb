import { Table, Text } from '@mantine/core'
import { useTable } from '@tanstack/react-table'
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
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

/**
 * The scroll box's size; a box not laid out yet (no height) counts as tall as the window,
 * which its max-height never exceeds, so the first rows show at once.
 */
function observeBoxRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  )
}

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

/** The sticky columns (decision 286): the selection and the domain at the left, the menu at the right. */
function stickyOf(columnId: string): 'start' | 'end' | undefined {
  if (columnId === 'select' || columnId === 'domain') return 'start'
  if (columnId === 'actions') return 'end'
  return undefined
}

function cellClass(columnId: string): string | undefined {
  return NUMERIC_COLUMNS.has(columnId) ? NUMERIC : undefined
}

/**
 * The portfolio table of spec §2/§3: one server page (up to 100 rows, or more when the
 * seller asks) in its own scroll box, so the header sticks while the rows scroll and the
 * domain and the row menu stay in sight while the columns scroll sideways (decision 286);
 * rows are virtualized against that box, so a long page stays smooth.
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
  const { view, visibleColumns, isRegistrarColumnOn, isNameserverDataOn } = context
  const columns = useMemo(
    () => columnsForView(view, visibleColumns, { isRegistrarColumnOn, isNameserverDataOn }),
    [view, visibleColumns, isRegistrarColumnOn, isNameserverDataOn],
  )
  const table = useTable({ features, columns, data })
  const scrollRef = useRef<HTMLDivElement>(null)
  const headRef = useRef<HTMLTableSectionElement>(null)
  const [headHeight, setHeadHeight] = useState(0)
  useSkipTarget(TABLE_BODY_ID, 'a11y.skipToTable')
  useLayoutEffect(() => {
    setHeadHeight(headRef.current?.getBoundingClientRect().height ?? 0)
  }, [])
  const modelRows = table.getRowModel().rows
  // The box virtualizer's functions change each render: the compiler leaves this component
  // unmemoized, as it did with the window virtualizer (which its list does not name).
  // eslint-disable-next-line react-hooks/incompatible-library -- unmemoized on purpose
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: headHeight,
    getItemKey: (index) => modelRows[index]?.original.id ?? index,
    initialRect: { width: 1280, height: 900 },
    observeElementRect: observeBoxRect,
  })
  const items = virtualizer.getVirtualItems()
  const columnCount = columns.length
  const paddingTop = items.length > 0 ? (items[0]?.start ?? 0) - headHeight : 0
  const paddingBottom =
    items.length > 0
      ? virtualizer.getTotalSize() - ((items[items.length - 1]?.end ?? 0) - headHeight)
      : 0

  return (
    <TableContext.Provider value={context}>
      <div
        ref={scrollRef}
        className="nf-table-scroll"
        role="region"
        aria-label={intl.formatMessage({ id: 'portfolio.table.caption' })}
      >
        <Table
          highlightOnHover
          horizontalSpacing={8}
          className="nf-portfolio-table"
          aria-rowcount={rows.length + 1}
        >
          <Table.Caption className="nf-visually-hidden">
            <FormattedMessage id="portfolio.table.caption" />
          </Table.Caption>
          <Table.Thead className="nf-sticky-head" ref={headRef}>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th
                    key={header.id}
                    scope="col"
                    className={cellClass(header.column.id)}
                    aria-sort={ariaSort(context, header.column.id)}
                    data-column={header.column.id}
                    data-sticky={stickyOf(header.column.id)}
                  >
                    <table.FlexRender header={header} />
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody id={TABLE_BODY_ID} onKeyDown={moveFocusBetweenRows}>
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
                  data-selected={selected || undefined}
                  data-domain={row.original.name}
                >
                  {row.getAllCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      className={cellClass(cell.column.id)}
                      data-column={cell.column.id}
                      data-sticky={stickyOf(cell.column.id)}
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
      </div>
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
