import { useEffect, useSyncExternalStore, type MouseEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/**
 * Skip links (WCAG 2.4.1, issue 15): the portal's "Skip to content" plus one per part of the
 * page that registers itself while it is on screen (the portfolio table), so a keyboard user
 * reaches it in a couple of presses instead of tabbing through the header, the navigation and
 * the page's controls. A registered link moves focus to the first control inside its target
 * (the first row of a table), or to the target itself.
 */
export type SkipTarget = { id: string; labelId: MessageKey }

let targets: readonly SkipTarget[] = []
const listeners = new Set<() => void>()

function publish(next: readonly SkipTarget[]): void {
  targets = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Offers a skip link to the element `id` while the calling component is mounted. */
export function useSkipTarget(id: string, labelId: MessageKey): void {
  useEffect(() => {
    const target = { id, labelId }
    publish([...targets, target])
    return () => publish(targets.filter((t) => t !== target))
  }, [id, labelId])
}

export const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'

/** Focuses the first control inside the element `id`, else the element itself. */
export function focusSkipTarget(id: string): boolean {
  const target = document.getElementById(id)
  if (target === null) return false
  const control = target.querySelector<HTMLElement>(FOCUSABLE)
  if (control !== null) {
    control.focus()
    return true
  }
  target.tabIndex = -1
  target.focus()
  return true
}

/** The skip links: the first stops of the page, shown when focused. */
export function SkipLinks({ mainId }: { mainId: string }) {
  const registered = useSyncExternalStore(subscribe, () => targets)
  const onSkip = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusSkipTarget(id)) event.preventDefault()
  }
  return (
    <>
      <a href={`#${mainId}`} className="nf-skip-link">
        <FormattedMessage id="app.skipToContent" />
      </a>
      {registered.map((target) => (
        <a
          key={target.id}
          href={`#${target.id}`}
          className="nf-skip-link"
          onClick={onSkip(target.id)}
        >
          <FormattedMessage id={target.labelId} />
        </a>
      ))}
    </>
  )
}
