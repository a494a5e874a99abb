import { Group, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

type PageTitleProps = {
  title: MessageKey
  subtitle?: MessageKey
  /** What the page shows now (a view of it), named in the browser tab after the title. */
  tabDetail?: MessageKey
}

/** A page's heading and one line of what it is for; it also names the browser tab. */
export function PageTitle({ title, subtitle, tabDetail }: PageTitleProps) {
  const intl = useIntl()
  useDocumentTitle(
    [title, tabDetail, 'app.brand' as const]
      .flatMap((id) => (id ? [intl.formatMessage({ id })] : []))
      .join(' · '),
  )
  return (
    <div>
      <Title order={1} size="h2">
        <FormattedMessage id={title} />
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm">
          <FormattedMessage id={subtitle} />
        </Text>
      )}
    </div>
  )
}

/** The page title with the page's own controls (tabs, a switch) at its end. */
export function PageHeader({ children, ...title }: PageTitleProps & { children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <PageTitle {...title} />
      {children}
    </Group>
  )
}
