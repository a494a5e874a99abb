import { COPY_FEEDBACK_MS } from '@namefolio/core/constants/ui-timings'
import { useEffect, useState } from 'react'
import { growl } from '../../components/ui/growl'

/**
 * Copies text to the clipboard (spec §8): success shows a growl and a copied state for
 * 1.5 s; a failure is silent.
 */
export function useCopyText() {
  const [copiedAt, setCopiedAt] = useState<number | null>(null)
  useEffect(() => {
    if (copiedAt === null) return
    const timer = setTimeout(() => setCopiedAt(null), COPY_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copiedAt])
  return {
    isCopied: copiedAt !== null,
    copy: async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
      } catch {
        return false
      }
      setCopiedAt(Date.now())
      growl({ kind: 'success', message: 'portfolio.checkoutLink.copiedGrowl' })
      return true
    },
  }
}
