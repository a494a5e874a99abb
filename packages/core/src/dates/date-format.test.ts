import { describe, expect, it } from 'vitest'
import { DATE_FORMATS, formatServerDate, toServerTime } from './date-format.ts'

// 2024-03-05T14:07:00Z is 09:07 EST (UTC-5); 2024-07-04T03:30:00Z is 23:30 EDT on July 3.
const winter = '2024-03-05T14:07:00Z'
const summerUtcNextDay = '2024-07-04T03:30:00Z'

describe('spec §9 date formats in America/New_York', () => {
  it.each([
    ['table', winter, 'Mar 05 2024'],
    ['time', winter, '09:07am'],
    ['monthDay', winter, 'Mar 5, 2024'],
    ['default', winter, 'Mar 05, 2024'],
    ['sidebar', winter, 'Mar 5, 2024'],
    ['isoDay', winter, '2024-03-05'],
    ['default', summerUtcNextDay, 'Jul 03, 2024'],
    ['time', summerUtcNextDay, '11:30pm'],
  ] as const)('%s format of %s is %s', (name, iso, text) => {
    expect(formatServerDate(iso, name)).toBe(text)
  })

  it('uses "MMM dd, yyyy" by default', () => {
    expect(DATE_FORMATS.default).toBe('MMM dd, yyyy')
    expect(formatServerDate(new Date(winter))).toBe('Mar 05, 2024')
    expect(formatServerDate(Date.parse(winter))).toBe('Mar 05, 2024')
  })

  it.each([null, undefined, ''])('shows the placeholder for %s', (v) => {
    expect(formatServerDate(v)).toBe('--')
  })

  it('rejects an unreadable date', () => {
    expect(() => toServerTime('not a date')).toThrow(RangeError)
  })

  it('keeps the instant while moving the wall clock', () => {
    const t = toServerTime(winter)
    expect(t.getTime()).toBe(Date.parse(winter))
    expect(t.getHours()).toBe(9)
  })
})
