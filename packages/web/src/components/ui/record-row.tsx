import { Group, type GroupProps } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * One record of a list (a passkey, a session, an app): what it is at the start, shrinking
 * before it pushes out of the row, and what can be done with it at the end.
 */
export function RecordRow({
  align,
  action,
  children,
}: {
  align?: GroupProps['align']
  action: ReactNode
  children: ReactNode
}) {
  return (
    <Group justify="space-between" component="li" wrap="nowrap" align={align}>
      <div style={{ minWidth: 0 }}>{children}</div>
      {action}
    </Group>
  )
}
