import { Stack, Tabs } from '@mantine/core'
import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'
import { PageTitle } from './page-header'

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

/**
 * A section's pages as a title and tabs of links above the page (account defaults, adding
 * domains): the tab of the current path is selected, none on a page outside the tabs.
 */
export function TabbedSection({
  title,
  subtitle,
  label,
  tabs,
  maw,
  children,
}: {
  title: MessageKey
  subtitle: MessageKey
  /** The tab list's accessible name. */
  label: MessageKey
  tabs: readonly { to: RoutePath; title: MessageKey }[]
  maw: number
  children: ReactNode
}) {
  const intl = useIntl()
  const { pathname } = useLocation()
  const current = tabs.find((tab) => tab.to === pathname)?.to ?? null
  return (
    <Stack gap="lg" maw={maw}>
      <PageTitle title={title} subtitle={subtitle} />
      <Tabs value={current} variant="outline" keepMounted={false}>
        <Tabs.List aria-label={intl.formatMessage({ id: label })}>
          {tabs.map((tab) => (
            <Tabs.Tab
              key={tab.to}
              value={tab.to}
              renderRoot={(props) => <Link {...props} to={tab.to} />}
            >
              <FormattedMessage id={tab.title} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </Stack>
  )
}
