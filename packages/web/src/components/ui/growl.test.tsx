import { Notifications, notifications } from '@mantine/notifications'
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { growl } from './growl'

describe('growl — spec §8', () => {
  it('shows the translated title and message for 6000 ms', async () => {
    const show = vi.spyOn(notifications, 'show')
    renderWithProviders(<Notifications />)
    act(() => {
      growl({ kind: 'success', message: 'domain.resubmitListings.success', values: { count: 1 } })
    })
    expect(await screen.findByText('1 listing was resubmitted for review.')).toBeTruthy()
    expect(screen.getByText('Success')).toBeTruthy()
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 6000, color: 'teal' }))
  })

  it.each([
    ['warning', 'Warning', 'yellow'],
    ['error', 'Error', 'red'],
    ['critical', 'Error', 'red'],
  ] as const)('a %s growl is titled %s in %s', (kind, title, color) => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id')
    growl({ kind, message: 'common.error.unknown' })
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title,
        color,
        message: 'Something went wrong. Please try again.',
        autoClose: 6000,
      }),
    )
  })
})
