import { Paper, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'
import { DelayedSkeleton } from './delayed'
import { LoadError } from './load-error'

/**
 * A bordered settings card: an intro line, then the loaded settings' form; a skeleton while
 * they load and an alert when they fail.
 */
export function SettingsPanel<T>({
  intro,
  query,
  skeletonHeight,
  errorMessage,
  children,
}: {
  intro: MessageKey
  query: UseQueryResult<T>
  skeletonHeight: number
  errorMessage: MessageKey
  children: (data: T) => ReactNode
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          <FormattedMessage id={intro} />
        </Text>
        {query.isPending && <DelayedSkeleton height={skeletonHeight} />}
        {query.isError && <LoadError message={errorMessage} />}
        {query.isSuccess && children(query.data)}
      </Stack>
    </Paper>
  )
}
