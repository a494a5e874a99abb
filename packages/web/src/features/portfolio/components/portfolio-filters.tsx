import {
  Badge,
  Button,
  Group,
  NumberInput,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import {
  PORTFOLIO_STATUS_FILTERS,
  type PortfolioStatusFilter,
} from '@namefolio/core/portfolio/portfolio-filter'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  countActiveFilters,
  type PortfolioRangeKey,
  type PortfolioSearch,
  type PortfolioSortKey,
  type SortOrder,
} from '../portfolio-search'

export type SearchChange = (
  change: Partial<PortfolioSearch>,
  options?: { replace?: boolean },
) => void

const RANGE_GROUPS: readonly {
  label: string
  min: PortfolioRangeKey
  max: PortfolioRangeKey
  isMoney: boolean
}[] = [
  { label: 'portfolio.column.buyNow', min: 'buyNowMin', max: 'buyNowMax', isMoney: true },
  { label: 'portfolio.column.minBid', min: 'minBidMin', max: 'minBidMax', isMoney: true },
  { label: 'portfolio.column.floor', min: 'floorMin', max: 'floorMax', isMoney: true },
  { label: 'portfolio.filter.sldLength', min: 'sldLengthMin', max: 'sldLengthMax', isMoney: false },
]

/** The sort keys a phone offers in a list (the table's headers sort on wider screens). */
const MOBILE_SORTS: readonly PortfolioSortKey[] = [
  'domain',
  'price.buyNow',
  'createdAt',
  'offerCount',
  'statsViewsCount',
  'statsLeadsCount',
  'status',
]

function MoreFilters({ search, onChange }: { search: PortfolioSearch; onChange: SearchChange }) {
  const intl = useIntl()
  const [isOpen, setIsOpen] = useState(false)
  const [draft, setDraft] = useState<Partial<PortfolioSearch>>({})
  const rangeCount =
    RANGE_GROUPS.filter(
      (group) => search[group.min] !== undefined || search[group.max] !== undefined,
    ).length + (search.leasing === undefined ? 0 : 1)
  const open = () => {
    const initial: Partial<PortfolioSearch> = { leasing: search.leasing }
    for (const group of RANGE_GROUPS) {
      initial[group.min] = search[group.min]
      initial[group.max] = search[group.max]
    }
    setDraft(initial)
    setIsOpen(true)
  }
  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      position="bottom-start"
      width={340}
      trapFocus
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="default"
          onClick={() => (isOpen ? setIsOpen(false) : open())}
          rightSection={
            rangeCount > 0 ? (
              <Badge size="sm" circle>
                {rangeCount}
              </Badge>
            ) : undefined
          }
        >
          <FormattedMessage id="portfolio.filter.more" />
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onChange({ ...draft, offset: 0 })
            setIsOpen(false)
          }}
        >
          <Stack gap="sm">
            {RANGE_GROUPS.map((group) => (
              <SimpleGrid key={group.min} cols={2} spacing="xs">
                {([group.min, group.max] as const).map((key) => (
                  <NumberInput
                    key={key}
                    size="xs"
                    min={0}
                    allowDecimal={false}
                    allowNegative={false}
                    thousandSeparator=","
                    prefix={group.isMoney ? '$' : undefined}
                    label={intl.formatMessage(
                      { id: `portfolio.filter.${key === group.min ? 'min' : 'max'}` },
                      { field: intl.formatMessage({ id: group.label }) },
                    )}
                    value={draft[key] ?? ''}
                    onChange={(value) =>
                      setDraft((previous) => ({
                        ...previous,
                        [key]: typeof value === 'number' ? value : undefined,
                      }))
                    }
                  />
                ))}
              </SimpleGrid>
            ))}
            <Select
              size="xs"
              label={intl.formatMessage({ id: 'portfolio.filter.leasing' })}
              comboboxProps={{ withinPortal: false }}
              value={draft.leasing === undefined ? 'any' : String(draft.leasing)}
              allowDeselect={false}
              onChange={(value) =>
                setDraft((previous) => ({
                  ...previous,
                  leasing: value === 'true' ? true : value === 'false' ? false : undefined,
                }))
              }
              data={[
                { value: 'any', label: intl.formatMessage({ id: 'portfolio.filter.any' }) },
                { value: 'true', label: intl.formatMessage({ id: 'portfolio.filter.leasingOn' }) },
                {
                  value: 'false',
                  label: intl.formatMessage({ id: 'portfolio.filter.leasingOff' }),
                },
              ]}
            />
            <Group justify="space-between">
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  const cleared: Partial<PortfolioSearch> = { leasing: undefined }
                  for (const group of RANGE_GROUPS) {
                    cleared[group.min] = undefined
                    cleared[group.max] = undefined
                  }
                  setDraft(cleared)
                }}
              >
                <FormattedMessage id="portfolio.filter.clearRanges" />
              </Button>
              <Button type="submit" size="xs">
                <FormattedMessage id="portfolio.filter.apply" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  )
}

/** Status filter, keywords, range filters and (on a phone) sort; all kept in the URL. */
export function PortfolioFilters({
  search,
  onChange,
  isPhone,
  onReset,
  viewCount,
  filterCounts,
}: {
  search: PortfolioSearch
  onChange: SearchChange
  isPhone: boolean
  onReset: () => void
  /** Rows of the view under the other filters (listing stats); no count until it is known. */
  viewCount?: number | undefined
  /** Rows per status filter inside the view (listing stats). */
  filterCounts?: Partial<Record<PortfolioStatusFilter, number>> | undefined
}) {
  const intl = useIntl()
  const withCount = (label: string, count: number | undefined) =>
    count === undefined
      ? label
      : intl.formatMessage({ id: 'portfolio.filter.withCount' }, { label, count })
  const [keywords, setKeywords] = useState(search.keywords ?? '')
  const [lastKeywords, setLastKeywords] = useState(search.keywords)
  if (lastKeywords !== search.keywords) {
    // The URL changed from elsewhere (reset, back button): show its keywords.
    setLastKeywords(search.keywords)
    setKeywords(search.keywords ?? '')
  }
  const applyKeywords = useDebouncedCallback(
    (value: string) =>
      onChange(
        { keywords: value.trim() === '' ? undefined : value.trim(), offset: 0 },
        { replace: true },
      ),
    350,
  )
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      role="search"
      aria-label={intl.formatMessage({ id: 'portfolio.filter.label' })}
    >
      <TextInput
        type="search"
        label={intl.formatMessage({ id: 'portfolio.filter.keywords' })}
        placeholder={intl.formatMessage({ id: 'portfolio.filter.keywordsPlaceholder' })}
        value={keywords}
        onChange={(event) => {
          setKeywords(event.currentTarget.value)
          applyKeywords(event.currentTarget.value)
        }}
        w={isPhone ? '100%' : 240}
      />
      <Select
        label={intl.formatMessage({ id: 'portfolio.filter.status' })}
        value={search.filter ?? 'all'}
        allowDeselect={false}
        w={isPhone ? '100%' : 210}
        onChange={(value) =>
          onChange({
            filter:
              value === 'all' || value === null ? undefined : (value as PortfolioStatusFilter),
            offset: 0,
          })
        }
        data={[
          {
            value: 'all',
            label: withCount(intl.formatMessage({ id: 'portfolio.filter.all' }), viewCount),
          },
          ...PORTFOLIO_STATUS_FILTERS.map((filter) => ({
            value: filter,
            label: withCount(
              intl.formatMessage({ id: `portfolio.filter.${filter}` }),
              filterCounts?.[filter],
            ),
          })),
        ]}
      />
      {isPhone && (
        <Select
          label={intl.formatMessage({ id: 'portfolio.sort.label' })}
          w="100%"
          value={search.sort === undefined ? 'default' : `${search.sort}:${search.order ?? 'asc'}`}
          allowDeselect={false}
          onChange={(value) => {
            if (value === null || value === 'default')
              return onChange({ sort: undefined, order: undefined, offset: 0 })
            const [sort, order] = value.split(':') as [PortfolioSortKey, SortOrder]
            onChange({ sort, order, offset: 0 })
          }}
          data={[
            { value: 'default', label: intl.formatMessage({ id: 'portfolio.sort.default' }) },
            ...MOBILE_SORTS.flatMap((key) =>
              (['asc', 'desc'] as const).map((order) => ({
                value: `${key}:${order}`,
                label: intl.formatMessage(
                  { id: 'portfolio.sort.option' },
                  { key: intl.formatMessage({ id: `portfolio.sortKey.${key}` }), order },
                ),
              })),
            ),
          ]}
        />
      )}
      <MoreFilters search={search} onChange={onChange} />
      {countActiveFilters(search) + (search.sort === undefined ? 0 : 1) > 0 && (
        <Button variant="subtle" onClick={onReset}>
          <FormattedMessage id="portfolio.filter.reset" />
        </Button>
      )}
    </Group>
  )
}
