import { Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** An empty or failed list: what happened, and what to do next. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children !== undefined && (
        <Text c="dimmed" maw={520}>
          {children}
        </Text>
      )}
      {action}
    </Stack>
  )
}
