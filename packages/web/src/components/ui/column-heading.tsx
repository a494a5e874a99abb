import { Table, type TableThProps } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us'

/** A table's column heading whose text is the message `label` (sortable ones: SortHeader). */
export function ColumnHeading({
  label,
  ...th
}: { label: MessageKey } & Omit<TableThProps, 'children'>) {
  return (
    <Table.Th {...th}>
      <FormattedMessage id={label} />
    </Table.Th>
  )
}
