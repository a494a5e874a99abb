import { lazy, Suspense, type ComponentProps } from 'react'

// The row modals (forms with number inputs, checkout links) open on a click: the pages that
// offer them load them then, not in their first load (issue 16).
const RowModalContent = lazy(() =>
  import('./domain-modals').then((module) => ({ default: module.RowModalContent })),
)

/** The modal a row has open (spec §4 "Domain action modal state"); nothing while it loads. */
export function RowModalHost(props: ComponentProps<typeof RowModalContent>) {
  return (
    <Suspense fallback={null}>
      <RowModalContent {...props} />
    </Suspense>
  )
}
