import { Skeleton } from '@mantine/core'
import { useEffect, useState, type ReactNode } from 'react'

import { LOADER_DELAY_MS } from '@namefolio/core/constants/ui-timings'

/** Loaders appear only after 200 ms (spec §9): fast answers never flash a skeleton. */
export function Delayed({
  children,
  delayMs = LOADER_DELAY_MS,
}: {
  children: ReactNode
  delayMs?: number
}) {
  const [isVisible, setIsVisible] = useState(delayMs <= 0)
  useEffect(() => {
    if (delayMs <= 0) return
    const timer = setTimeout(() => setIsVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])
  return isVisible ? children : null
}

/** A skeleton of the content's height, shown only once loading takes longer than 200 ms. */
export function DelayedSkeleton({ height }: { height: number | string }) {
  return (
    <Delayed>
      <Skeleton height={height} />
    </Delayed>
  )
}
