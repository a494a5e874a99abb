import { Table, type TableThProps } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

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

/** A table's head: one row of column headings, in order; `numeric` ones are right-aligned. */
export function ColumnHeadings({
  labels,
  numeric = [],
}: {
  labels: readonly MessageKey[]
  /** The columns holding numbers (amounts, counts), aligned as their cells are. */
  numeric?: readonly MessageKey[]
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <ColumnHeading
            key={label}
            label={label}
            scope="col"
            ta={numeric.includes(label) ? 'right' : undefined}
          />
        ))}
      </Table.Tr>
    </Table.Thead>
  )
}
