import { Tabs } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us'

type RoutePath = NonNullable<Parameters<ReturnType<typeof useNavigate>>[0]['to']>

/**
 * Tabs that are pages of one section (sales: sold and leased): each tab is a route, the
 * current page's tab is selected and choosing another goes to its page.
 */
export function PageTabs<V extends string>({
  label,
  current,
  tabs,
}: {
  /** The tab list's accessible name. */
  label: MessageKey
  current: V
  tabs: readonly { value: V; title: MessageKey; to: RoutePath }[]
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        const tab = tabs.find((candidate) => candidate.value === value)
        if (tab) void navigate({ to: tab.to })
      }}
    >
      <Tabs.List aria-label={intl.formatMessage({ id: label })}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            <FormattedMessage id={tab.title} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
