import { fireEvent, screen } from '@testing-library/react'
import { Fragment } from 'react'
import { describe, expect, it } from 'vitest'
import { SkipLinks, useSkipTarget } from '../../components/ui/skip-links'
import { renderWithProviders } from '../../test/render'
import { moveFocusBetweenRows } from './table-keyboard'

function Rows() {
  useSkipTarget('rows', 'a11y.skipToTable')
  return (
    <table>
      <tbody id="rows" onKeyDown={moveFocusBetweenRows}>
        {['a.com', 'b.com', 'c.com'].map((domain, index) => (
          <Fragment key={domain}>
            {index === 1 && (
              <tr aria-hidden="true">
                <td colSpan={2} />
              </tr>
            )}
            <tr>
              <td>
                <input type="checkbox" aria-label={`Select ${domain}`} />
              </td>
              <td>
                <button type="button">{`Price of ${domain}`}</button>
                <input aria-label={`Box of ${domain}`} />
              </td>
            </tr>
          </Fragment>
        ))}
      </tbody>
    </table>
  )
}

const focused = () => document.activeElement

describe('the portfolio table by keyboard (issue 15)', () => {
  it('offers a skip link to the table while it is on screen; it lands on the first row', () => {
    const { unmount } = renderWithProviders(
      <>
        <SkipLinks mainId="main" />
        <Rows />
      </>,
    )
    const skip = screen.getByRole('link', { name: 'Skip to the portfolio table' })
    fireEvent.click(skip)
    expect(focused()).toBe(screen.getByRole('checkbox', { name: 'Select a.com' }))
    unmount()
    renderWithProviders(<SkipLinks mainId="main" />)
    expect(screen.queryByRole('link', { name: 'Skip to the portfolio table' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy()
  })

  it('Arrow Down and Up move to the same column of the next and previous row, over spacers', () => {
    renderWithProviders(<Rows />)
    const price = (domain: string) => screen.getByRole('button', { name: `Price of ${domain}` })
    price('a.com').focus()
    fireEvent.keyDown(price('a.com'), { key: 'ArrowDown' })
    expect(focused()).toBe(price('b.com'))
    fireEvent.keyDown(price('b.com'), { key: 'ArrowDown' })
    expect(focused()).toBe(price('c.com'))
    fireEvent.keyDown(price('c.com'), { key: 'ArrowDown' })
    expect(focused()).toBe(price('c.com'))
    fireEvent.keyDown(price('c.com'), { key: 'ArrowUp' })
    expect(focused()).toBe(price('b.com'))
  })

  it('leaves the arrows to text boxes', () => {
    renderWithProviders(<Rows />)
    const box = screen.getByRole('textbox', { name: 'Box of a.com' })
    box.focus()
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(focused()).toBe(box)
  })
})
