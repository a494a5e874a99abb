import { Group, SegmentedControl, TextInput } from '@mantine/core'
import {
  customParkingRangeEnding,
  resolveParkingRange,
  type ParkingRangeProblem,
} from '@namefolio/core/parking/parking-range'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import {
  PARKING_RANGE_PRESETS,
  presetOf,
  rangeOfPreset,
  type ParkingRangePreset,
  type ParkingSearch,
} from '../parking-search'
import { parkingQueries } from '../parking.queries'

type RangePatch = Pick<ParkingSearch, 'from' | 'to'>

const PROBLEM_MESSAGES = {
  'parking.range.order': 'parking.range.error.order',
  'parking.range.tooLong': 'parking.range.error.tooLong',
} as const satisfies Record<ParkingRangeProblem, string>

/**
 * Spec §9 ranges: the last 7 days (the default: nothing in the URL), 30 or 90 days, or a
 * custom range chosen by its end date, which starts 30 days before it (core's rule); the
 * start stays editable. A range the server would refuse is explained here and not sent.
 */
export function ParkingRangeControl({
  search,
  shownRange,
  today,
  onChange,
}: {
  search: RangePatch
  /** The range the server answered with (what the page shows), once known. */
  shownRange: { from: string; to: string } | undefined
  today: string
  onChange: (patch: RangePatch) => void
}) {
  const intl = useIntl()
  const isPhone = useIsPhone()
  const urlPreset = presetOf(search, today)
  // "Custom" stays chosen while its dates happen to match a preset's.
  const [isCustom, setIsCustom] = useState(urlPreset === 'custom')
  const preset: ParkingRangePreset = isCustom ? 'custom' : urlPreset
  const [problem, setProblem] = useState<ParkingRangeProblem | null>(null)
  // A custom range is offered only with the §6 customDateRange switch on (issue 19).
  const canChooseCustom = useQuery(parkingQueries.customRange()).data === true

  const apply = (range: RangePatch) => {
    const resolved = resolveParkingRange(range, today)
    if ('problem' in resolved) {
      setProblem(resolved.problem)
      return
    }
    setProblem(null)
    onChange(range)
  }

  const choosePreset = (value: string) => {
    const next = value as ParkingRangePreset
    setProblem(null)
    if (next === 'custom') {
      setIsCustom(true)
      apply(customParkingRangeEnding(shownRange?.to ?? search.to ?? today))
      return
    }
    setIsCustom(false)
    onChange(rangeOfPreset(next, today))
  }

  const from = search.from ?? shownRange?.from ?? ''
  const to = search.to ?? shownRange?.to ?? today
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={intl.formatMessage({ id: 'parking.range.label' })}
        value={preset}
        onChange={choosePreset}
        // Four presets do not fit a 360 px row: on a phone they stack, full width.
        orientation={isPhone ? 'vertical' : 'horizontal'}
        fullWidth={isPhone}
        w={isPhone ? '100%' : undefined}
        data={PARKING_RANGE_PRESETS.filter(
          (value) => value !== 'custom' || canChooseCustom || preset === 'custom',
        ).map((value) => ({
          value,
          label: intl.formatMessage({ id: `parking.range.${value}` }),
        }))}
      />
      {preset === 'custom' && (
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            size="sm"
            label={intl.formatMessage({ id: 'parking.range.from' })}
            value={from}
            max={to}
            error={problem && intl.formatMessage({ id: PROBLEM_MESSAGES[problem] })}
            onChange={(event) => {
              const value = event.currentTarget.value
              if (value !== '') apply({ from: value, to })
            }}
          />
          <TextInput
            type="date"
            size="sm"
            label={intl.formatMessage({ id: 'parking.range.to' })}
            value={to}
            onChange={(event) => {
              const value = event.currentTarget.value
              if (value !== '') apply(customParkingRangeEnding(value))
            }}
          />
        </Group>
      )}
    </Group>
  )
}
