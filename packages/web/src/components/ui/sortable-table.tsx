import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A list page's table of sortable columns: it scrolls sideways below `minWidth`, highlights the
 * row under the pointer and is named by a caption only screen readers read. `headers` are its
 * SortHeaders, `children` its rows.
 */
export function SortableTable({
  minWidth,
  caption,
  headers,
  children,
}: {
  minWidth: number
  caption: string
  headers: ReactNode
  children: ReactNode
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="xs">
        <caption className="nf-visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>{headers}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
