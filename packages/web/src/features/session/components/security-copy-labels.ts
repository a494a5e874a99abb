import type { CopyAndDoneLabels } from '../../../components/ui/copy-and-done'

/** The copy and done buttons under the secrets of the security pages (tokens, recovery codes). */
export const SECURITY_COPY_LABELS: CopyAndDoneLabels = {
  copy: 'security.copy',
  copied: 'security.copied',
  done: 'security.done',
}
