import { describe, expect, it } from 'vitest'
import { findRegistrarInstructions, REGISTRAR_INSTRUCTIONS } from './registrar-instructions.ts'
import { REGISTRARS } from './sales-requests.contract.ts'

// Spec §7 "GET v1/transactions/registrar/{registrarName}" (issue 18, decision 1052).
describe('registrar transfer instructions', () => {
  it('cover every registrar of the registrar list but "other"', () => {
    expect(REGISTRAR_INSTRUCTIONS.map((r) => r.name)).toEqual(
      REGISTRARS.filter((r) => r !== 'OTHER'),
    )
  })

  it('give at least one step to unlock, to get the auth code and to push', () => {
    for (const r of REGISTRAR_INSTRUCTIONS) {
      expect(
        [r.unlock.length, r.authCode.length, r.push.length].every((n) => n > 0),
        r.name,
      ).toBe(true)
    }
  })

  it.each([
    ['GoDaddy', 'GoDaddy'],
    ['godaddy', 'GoDaddy'],
    [' NAME.COM ', 'Name.com'],
    ['Namecheap', 'Namecheap'],
  ])('finds %j as %s', (asked, name) => {
    expect(findRegistrarInstructions(asked)?.name).toBe(name)
  })

  it.each(['OTHER', 'Hover', '', 'GoDaddy.com'])('knows nothing of %j', (asked) => {
    expect(findRegistrarInstructions(asked)).toBeNull()
  })
})
