/**
 * The seller's selection: named domains on any page, or every domain that matches the
 * filters except the ones unticked ("select all across pages", spec §6 selectAll flag).
 */
export type Selection =
  { mode: 'some'; names: ReadonlySet<string> } | { mode: 'all'; excluded: ReadonlySet<string> }

export const EMPTY_SELECTION: Selection = { mode: 'some', names: new Set() }

export function isSelected(selection: Selection, name: string): boolean {
  return selection.mode === 'all' ? !selection.excluded.has(name) : selection.names.has(name)
}

export function toggleSelected(selection: Selection, name: string): Selection {
  const flip = (set: ReadonlySet<string>) => {
    const next = new Set(set)
    if (next.has(name)) next.delete(name)
    else next.add(name)
    return next
  }
  return selection.mode === 'all'
    ? { mode: 'all', excluded: flip(selection.excluded) }
    : { mode: 'some', names: flip(selection.names) }
}

/** Ticks or unticks every row of the page. */
export function setPageSelected(
  selection: Selection,
  names: readonly string[],
  on: boolean,
): Selection {
  if (selection.mode === 'all') {
    const excluded = new Set(selection.excluded)
    for (const name of names) {
      if (on) excluded.delete(name)
      else excluded.add(name)
    }
    return { mode: 'all', excluded }
  }
  const picked = new Set(selection.names)
  for (const name of names) {
    if (on) picked.add(name)
    else picked.delete(name)
  }
  return { mode: 'some', names: picked }
}

export function selectedCount(selection: Selection, total: number): number {
  return selection.mode === 'all'
    ? Math.max(0, total - selection.excluded.size)
    : selection.names.size
}

export function pageSelectionState(
  selection: Selection,
  names: readonly string[],
): 'none' | 'some' | 'all' {
  const count = names.filter((name) => isSelected(selection, name)).length
  if (count === 0) return 'none'
  return count === names.length ? 'all' : 'some'
}
