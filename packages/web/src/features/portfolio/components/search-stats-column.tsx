import { Button, NativeSelect } from '@mantine/core'
import { SEARCH_STATS_SORT_KEYS } from '@namefolio/core/portfolio/portfolio-sort'
import { Fragment } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import type { PortfolioRow } from '../portfolio-row'
import type { PortfolioSortKey } from '../portfolio-search'
import { SortHeader, useTableContext } from './table-context'

type SearchStatsSortKey = (typeof SEARCH_STATS_SORT_KEYS)[number]

export function isSearchStatsSort(key: PortfolioSortKey | undefined): key is SearchStatsSortKey {
  return (SEARCH_STATS_SORT_KEYS as readonly (string | undefined)[]).includes(key)
}

/** The statistic the column sorts by and shows: the sorted one, else 30-day searches. */
function searchStatsKeyOf(sort: PortfolioSortKey | undefined): SearchStatsSortKey {
  return isSearchStatsSort(sort) ? sort : 'totalSearch30Cnt'
}

function isVisitorKey(key: SearchStatsSortKey): boolean {
  return key.startsWith('visitor')
}

/**
 * Top tier: the header sorts by the chosen statistic (asc, desc, default, as the others) and
 * a small selector picks which of the six; picking one sorts by it, busiest first.
 */
export function SearchStatsHeader() {
  const intl = useIntl()
  const { canSeeSearchStats, onUpgrade, sort, order, onSort } = useTableContext()
  if (canSeeSearchStats) {
    const key = searchStatsKeyOf(sort)
    return (
      <span className="nf-th-stats">
        <SortHeader
          sortKey={key}
          label={
            isVisitorKey(key) ? 'portfolio.column.visitorStats' : 'portfolio.column.searchStats'
          }
          isNumeric
        />
        <NativeSelect
          size="xs"
          w={124}
          aria-label={intl.formatMessage({ id: 'portfolio.searchStats.sortBy' })}
          value={key}
          onChange={(event) => {
            const next = event.currentTarget.value as SearchStatsSortKey
            onSort(next, isSearchStatsSort(sort) ? (order ?? 'desc') : 'desc')
          }}
          data={SEARCH_STATS_SORT_KEYS.map((value) => ({
            value,
            label: intl.formatMessage({ id: `portfolio.searchStats.key.${value}` }),
          }))}
        />
      </span>
    )
  }
  return (
    <span className="nf-th-upgrade">
      <FormattedMessage id="portfolio.column.searchStats" />
      <Button size="compact-xs" variant="light" onClick={onUpgrade}>
        <FormattedMessage id="portfolio.searchStats.unlock" />
      </Button>
    </span>
  )
}

export function SearchStatsCell({ row }: { row: PortfolioRow }) {
  const intl = useIntl()
  const { canSeeSearchStats, sort } = useTableContext()
  const stats = row.searchStats
  if (!canSeeSearchStats || stats === undefined || stats === null) {
    return <span aria-label={intl.formatMessage({ id: 'portfolio.searchStats.locked' })}>--</span>
  }
  // The three periods of the family the header sorts by (searches or unique visitors).
  const key = searchStatsKeyOf(sort)
  const periods = isVisitorKey(key)
    ? (['visitor30Cnt', 'visitor90Cnt', 'visitor365Cnt'] as const)
    : (['totalSearch30Cnt', 'totalSearch90Cnt', 'totalSearch365Cnt'] as const)
  return (
    <span
      className="nf-tabular"
      title={intl.formatMessage(
        { id: 'portfolio.searchStats.detail' },
        {
          s30: stats.totalSearch30Cnt,
          s90: stats.totalSearch90Cnt,
          s365: stats.totalSearch365Cnt,
          v30: stats.visitor30Cnt,
          v90: stats.visitor90Cnt,
          v365: stats.visitor365Cnt,
        },
      )}
    >
      {periods.map((period, index) => (
        <Fragment key={period}>
          {index > 0 && ' / '}
          <span data-sorted={(isSearchStatsSort(sort) && period === key) || undefined}>
            <FormattedNumber value={stats[period]} />
          </span>
        </Fragment>
      ))}
    </span>
  )
}
