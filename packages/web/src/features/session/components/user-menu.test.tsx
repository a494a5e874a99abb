import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { UserMenu } from './user-menu'

const ACCOUNT = {
  id: 'u1',
  email: 'seller@demo.namefolio.test',
  name: 'Dana Seller',
  username: 'dana-domains',
  roles: ['seller'],
  membership: { plan: 'PRO', expiresAt: null },
  approvalStatus: 'Approved',
}

describe('the header’s user menu', () => {
  it('names its button with the visible name first (WCAG 2.5.3 label in name), not the initials', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(fakeFetch({ '/api/v1/account/data': { body: ACCOUNT } }).fetchMock),
    )
    renderWithProviders(<UserMenu />)
    const button = await screen.findByRole('button', {
      name: 'Dana Seller: open the account menu',
    })
    expect(button.textContent).toContain('Dana Seller')
    expect(screen.getByText('DS').closest('[aria-hidden="true"]')).not.toBeNull()
  })
})
