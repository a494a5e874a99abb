import { describe, expect, it } from 'vitest'
import { renderAdminTransfers } from './sales.pages.ts'

describe('admin transfers page', () => {
  const page = renderAdminTransfers({
    isSandbox: false,
    rows: [
      {
        id: 't1',
        domainName: 'willowlink.io',
        kind: 'SALE',
        status: 'PENDING_TRANSFER',
        transferType: 'REGISTRAR_PUSH',
        registrar: 'GoDaddy',
        updatedAt: new Date('2026-11-18T00:00:00Z'),
      },
      {
        id: 't2',
        domainName: 'zencabin.io',
        kind: 'LEASE',
        status: 'PENDING_PAYOUT',
        transferType: null,
        registrar: null,
        updatedAt: new Date('2026-11-18T00:00:00Z'),
      },
    ],
  })

  it('names kinds, states and transfer methods in words, never the stored codes', () => {
    expect(page).toContain('Transfer to confirm')
    expect(page).toContain('Registrar push via GoDaddy')
    expect(page).toContain('Lease to own')
    expect(page).toContain('Pending payout')
    expect(page).toContain('Not chosen yet')
    expect(page).not.toMatch(/>\s*(SALE|LEASE|PENDING_TRANSFER|PENDING_PAYOUT|REGISTRAR_PUSH)\s*</)
  })

  it('lets the table scroll inside the card on a phone and leads back to the admin console', () => {
    expect(page).toContain('<div class="scroll"><table class="list">')
    expect(page).toContain('href="/admin"')
  })
})
