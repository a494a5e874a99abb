import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { lastPageOffset, Pager } from './pager'

describe('lastPageOffset: the page that holds the last row (100 rows a page, spec §9)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [100, 0],
    [101, 100],
    [342, 300],
    [1_000_000, 999_900],
  ])('%i rows → offset %i', (total, offset) => {
    expect(lastPageOffset(total, 100)).toBe(offset)
  })
})

describe('Pager', () => {
  it('jumps to the first and last pages, and disables what leads nowhere', () => {
    const onOffsetChange = vi.fn()
    renderWithProviders(
      <Pager offset={0} limit={100} total={342} onOffsetChange={onOffsetChange} />,
    )
    expect(screen.getByText('1–100 of 342')).toBeTruthy()
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
    expect(button('First page').disabled).toBe(true)
    expect(button('Previous page').disabled).toBe(true)
    fireEvent.click(button('Last page'))
    expect(onOffsetChange).toHaveBeenLastCalledWith(300)
    fireEvent.click(button('Next page'))
    expect(onOffsetChange).toHaveBeenLastCalledWith(100)
  })

  it('on the last page only goes back', () => {
    const onOffsetChange = vi.fn()
    renderWithProviders(
      <Pager offset={300} limit={100} total={342} onOffsetChange={onOffsetChange} />,
    )
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
    expect(button('Last page').disabled).toBe(true)
    expect(button('Next page').disabled).toBe(true)
    fireEvent.click(button('First page'))
    expect(onOffsetChange).toHaveBeenLastCalledWith(0)
  })
})
