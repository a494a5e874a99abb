import type { KeyboardEvent } from 'react'
import { FOCUSABLE } from '../../components/ui/skip-links'

/** Controls that use the arrow keys themselves: a row move would steal them. */
const OWNS_ARROWS =
  'input:not([type="checkbox"]), select, textarea, [role="combobox"], [role="menu"]'

/** The next (or previous) row of the body that is a row of the table, not a spacer. */
function siblingRow(row: HTMLTableRowElement, down: boolean): HTMLTableRowElement | null {
  let next = (
    down ? row.nextElementSibling : row.previousElementSibling
  ) as HTMLTableRowElement | null
  while (next !== null && next.getAttribute('aria-hidden') === 'true') {
    next = (
      down ? next.nextElementSibling : next.previousElementSibling
    ) as HTMLTableRowElement | null
  }
  return next
}

/**
 * Arrow Up and Down in the portfolio table (issue 15, "the table usable with the keyboard
 * alone"): focus moves to the same column of the row above or below, so a keyboard user walks
 * the rows without tabbing through every control of each. Tab still visits every control.
 * Text boxes and selects keep their arrows.
 */
export function moveFocusBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
  const from = event.target as HTMLElement
  if (from.closest(OWNS_ARROWS) !== null) return
  const cell = from.closest('td')
  const row = cell?.parentElement
  if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement)) return
  const next = siblingRow(row, event.key === 'ArrowDown')
  const control = next?.cells[cell.cellIndex]?.querySelector<HTMLElement>(FOCUSABLE)
  if (control === null || control === undefined) return
  event.preventDefault()
  control.focus()
}
