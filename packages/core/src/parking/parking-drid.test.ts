import { describe, expect, it } from 'vitest'
import { dridOf } from './parking-drid.ts'

describe('the parking identifier (decision 532)', () => {
  it("is 'NF' and the base32 of the domain id's first 10 bytes", () => {
    // 0x00 * 10 bytes is all 'A'; 0xff * 10 bytes is all '7'.
    expect(dridOf('00000000-0000-0000-0000-000000000000')).toBe('NFAAAAAAAAAAAAAAAA')
    expect(dridOf('ffffffff-ffff-ffff-ffff-000000000000')).toBe('NF7777777777777777')
  })

  it('depends only on the id, and different ids give different drids', () => {
    const a = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
    expect(dridOf(a)).toBe(dridOf(a))
    expect(dridOf(a)).not.toBe(dridOf('4f1c2d3e-5a6b-4c7d-8e8f-0a1b2c3d4e5f'))
    expect(dridOf(a)).toMatch(/^NF[A-Z2-7]{16}$/)
  })
})
