import { SimpleGrid, type SimpleGridProps } from '@mantine/core'
import type { ReactNode } from 'react'
import type { MessageKey } from '../../i18n/en-us-messages'
import { Fact } from './fact'

/** One fact of a `FactGrid`: its label's message key and the value as shown. */
export type FactEntry = { label: MessageKey; value: ReactNode }

/**
 * A record's facts in a responsive grid, in the order given. With the `term` look the grid is
 * the `<dl>` of the `<dt>`/`<dd>` pairs.
 */
export function FactGrid({
  facts,
  look,
  cols,
  spacing = 'md',
}: {
  facts: readonly FactEntry[]
  look: 'caps' | 'plain' | 'term'
  cols: SimpleGridProps['cols']
  spacing?: SimpleGridProps['spacing']
}) {
  const items = facts.map((fact) => (
    <Fact key={fact.label} look={look} label={fact.label}>
      {fact.value}
    </Fact>
  ))
  return look === 'term' ? (
    <SimpleGrid component="dl" cols={cols} spacing={spacing} m={0}>
      {items}
    </SimpleGrid>
  ) : (
    <SimpleGrid cols={cols} spacing={spacing}>
      {items}
    </SimpleGrid>
  )
}
