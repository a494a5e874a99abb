import { describe, expect, it } from 'vitest'
import { BOOST_TABLE, boostedCommissionBps, boostSurchargeBps, isBoostLevel } from './boost.ts'

// Spec §2 /account/boost and §7 `GET, PATCH v1/account/boost`; the fee table of decision 1020.
describe('boost level → commission surcharge (decision 1020)', () => {
  it.each([
    [0, false, 0],
    [1, false, 100],
    [2, false, 250],
    [3, false, 500],
    [0, true, 0],
    [1, true, 50],
    [2, true, 125],
    [3, true, 250],
  ])('level %i, club member %s: +%i bps', (level, isClubMember, bps) => {
    expect(boostSurchargeBps(level, isClubMember)).toBe(bps)
  })

  it.each([
    [1500, 0, false, 1500],
    [1500, 3, false, 2000],
    [1000, 2, true, 1125],
    [800, 1, true, 850],
  ])('a %i bps plan at level %i (club %s) charges %i bps', (base, level, club, bps) => {
    expect(boostedCommissionBps(base, level, club)).toBe(bps)
  })

  it('surcharges grow with the level, so a higher level never costs less', () => {
    const surcharges = BOOST_TABLE.map((t) => t.surchargeBps)
    expect(surcharges).toEqual([...surcharges].sort((a, b) => a - b))
    expect(new Set(surcharges).size).toBe(surcharges.length)
  })

  it.each([
    [0, true],
    [3, true],
    [4, false],
    [-1, false],
    [1.5, false],
  ])('%s is a boost level: %s', (value, ok) => {
    expect(isBoostLevel(value)).toBe(ok)
  })

  it('treats an out-of-table stored level as the nearest level', () => {
    expect(boostSurchargeBps(9, false)).toBe(500)
    expect(boostSurchargeBps(-2, false)).toBe(0)
  })
})
