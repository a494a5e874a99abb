import { Button, Checkbox, Menu, Stack } from '@mantine/core'
import {
  DEFAULT_VIEW_COLUMNS,
  type ColumnView,
  type PortfolioColumnId,
} from '@namefolio/core/portfolio/portfolio-columns'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { useSaveColumns } from '../portfolio-columns.queries'
import { COLUMN_LABELS } from './portfolio-columns'

/**
 * The column chooser (issue 15 "Columns"; decision 285): a checkbox per column the view
 * offers, saved for the user on the server at each tick, and a way back to the defaults.
 */
export function ColumnChooser({
  view,
  offered,
  visible,
}: {
  view: ColumnView
  offered: readonly PortfolioColumnId[]
  visible: readonly string[]
}) {
  const intl = useIntl()
  const save = useSaveColumns()
  const viewName = intl.formatMessage({ id: `portfolio.view.${view}` })
  const commit = (columns: string[]) =>
    save.mutate(
      { view, columns },
      { onError: () => growl({ kind: 'warning', message: 'portfolio.columns.saveError' }) },
    )
  const toggle = (id: PortfolioColumnId, on: boolean) =>
    // The view's own order, whatever order the ticks came in.
    commit(offered.filter((column) => (column === id ? on : visible.includes(column))))
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal shadow="md" width={240}>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          aria-label={intl.formatMessage({ id: 'portfolio.columns.label' }, { view: viewName })}
        >
          <FormattedMessage id="portfolio.columns.button" />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <FormattedMessage id="portfolio.columns.label" values={{ view: viewName }} />
        </Menu.Label>
        <Stack gap={6} px="sm" py={4} mah={360} style={{ overflowY: 'auto' }}>
          {offered.map((id) => (
            <Checkbox
              key={id}
              size="xs"
              label={intl.formatMessage({ id: COLUMN_LABELS[id] })}
              checked={visible.includes(id)}
              onChange={(event) => toggle(id, event.currentTarget.checked)}
              data-column-choice={id}
            />
          ))}
        </Stack>
        <Menu.Divider />
        <Menu.Item onClick={() => commit([...DEFAULT_VIEW_COLUMNS[view]])}>
          <FormattedMessage id="portfolio.columns.reset" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
