import { Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { portfolioExportUrl } from '../portfolio-export-url'
import type { PortfolioRouteView, PortfolioSearch } from '../portfolio-search'

function DownloadIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M11 3h2v9.2l3.3-3.3 1.4 1.4L12 16l-5.7-5.7 1.4-1.4 3.3 3.3V3z" />
      <path fill="currentColor" d="M4 18h16v2H4z" />
    </svg>
  )
}

/**
 * "Export CSV" (issue 15, decision 280): a plain download of the view, filter and sort on
 * screen; the server streams the file, so the browser shows its progress. A status line says
 * the export started.
 */
export function ExportButton({
  view,
  search,
}: {
  view: PortfolioRouteView
  search: PortfolioSearch
}) {
  const intl = useIntl()
  const href = portfolioExportUrl(view, search)
  const [startedFor, setStartedFor] = useState<string | null>(null)
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status">
        {startedFor === href && <FormattedMessage id="portfolio.export.started" />}
      </Text>
      <Button
        component="a"
        href={href}
        download
        variant="default"
        size="xs"
        leftSection={<DownloadIcon />}
        title={intl.formatMessage({ id: 'portfolio.export.label' })}
        onClick={() => setStartedFor(href)}
        data-testid="portfolio-export"
      >
        <FormattedMessage id="portfolio.export.button" />
      </Button>
    </Group>
  )
}
