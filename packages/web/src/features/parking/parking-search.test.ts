import { describe, expect, it } from 'vitest'
import {
  nextParkingSort,
  parseParkingSearch,
  PARKING_SAVED_FILTER_KEY,
  presetOf,
  rangeOfPreset,
  readParkingFilterState,
  saveParkingFilterState,
} from './parking-search'

const TODAY = '2026-11-24'

function memoryStore() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  }
}

describe('the /parking URL (spec §2, §3, §9)', () => {
  it('§9: no from/to is the default range (the last 7 days), so nothing is added', () => {
    expect(parseParkingSearch({})).toEqual({})
    expect(presetOf({}, TODAY)).toBe('last7')
  })

  it('§9: from/to are kept only as real yyyy-MM-dd days', () => {
    expect(parseParkingSearch({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    })
    expect(parseParkingSearch({ from: '10/01/2026', to: '2026-02-31' })).toEqual({})
  })

  it('§9: the 30- and 90-day presets end today; the 7-day one clears the URL', () => {
    expect(rangeOfPreset('last30', TODAY)).toEqual({ from: '2026-10-26', to: TODAY })
    expect(rangeOfPreset('last90', TODAY)).toEqual({ from: '2026-08-27', to: TODAY })
    expect(rangeOfPreset('last7', TODAY)).toEqual({ from: undefined, to: undefined })
    expect(presetOf(rangeOfPreset('last30', TODAY), TODAY)).toBe('last30')
    expect(presetOf(rangeOfPreset('last90', TODAY), TODAY)).toBe('last90')
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' }, TODAY)).toBe('custom')
  })

  it('§3: a sort is one of the parking columns; its order defaults to the column’s first', () => {
    expect(parseParkingSearch({ sort: 'revenue' })).toEqual({ sort: 'revenue', order: 'desc' })
    expect(parseParkingSearch({ sort: 'domain' })).toEqual({ sort: 'domain', order: 'asc' })
    expect(parseParkingSearch({ sort: 'price.buyNow', order: 'asc' })).toEqual({})
  })

  it('§2: show_drid is a flag; offset is kept only past the first page', () => {
    expect(parseParkingSearch({ show_drid: 'true', offset: '200' })).toEqual({
      show_drid: true,
      offset: 200,
    })
    expect(parseParkingSearch({ show_drid: 'no', offset: '-5' })).toEqual({})
  })

  it('§9 no default sort: a column sorts, flips, then the sort is cleared', () => {
    const first = nextParkingSort({}, 'revenue')
    expect(first).toEqual({ sort: 'revenue', order: 'desc' })
    const second = nextParkingSort(first, 'revenue')
    expect(second).toEqual({ sort: 'revenue', order: 'asc' })
    expect(nextParkingSort(second, 'revenue')).toEqual({ sort: undefined, order: undefined })
    expect(nextParkingSort(second, 'domain')).toEqual({ sort: 'domain', order: 'asc' })
  })

  it('§2: the filters, range and sort are saved without the page, and read back validated', () => {
    const store = memoryStore()
    saveParkingFilterState(store, { from: '2026-10-01', to: '2026-10-31', offset: 400 })
    expect(JSON.parse(store.values.get(PARKING_SAVED_FILTER_KEY) ?? '')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    })
    expect(readParkingFilterState(store)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    saveParkingFilterState(store, { offset: 200 })
    expect(readParkingFilterState(store)).toBeNull()
    store.setItem(PARKING_SAVED_FILTER_KEY, '{"sort":"nope"')
    expect(readParkingFilterState(store)).toBeNull()
  })
})
