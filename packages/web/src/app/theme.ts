import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

/** Namefolio blue; shade 7 carries white text at better than 4.5:1 (WCAG AA). */
const brand: MantineColorsTuple = [
  '#eaf2ff',
  '#d3e1fb',
  '#a5c0f2',
  '#739deb',
  '#4a80e4',
  '#306de1',
  '#2263e0',
  '#1553c7',
  '#0a49b3',
  '#003e9f',
]

import {
  FADE_TRANSITION_MS,
  SIDENAV_COLLAPSE_MS,
  TOOLTIP_OPEN_DELAY_MS,
} from '@namefolio/core/constants/ui-timings'

/** The navigation collapses in 300 ms (spec §9). */
export const NAV_COLLAPSE_MS = SIDENAV_COLLAPSE_MS

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Mantine's close button is an icon alone: give every modal's a name screen readers say.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
    },
    Table: {
      defaultProps: { verticalSpacing: 6, horizontalSpacing: 'sm', fz: 'sm' },
    },
    Tooltip: {
      defaultProps: {
        openDelay: TOOLTIP_OPEN_DELAY_MS,
        transitionProps: { duration: FADE_TRANSITION_MS },
      },
    },
    Menu: { defaultProps: { transitionProps: { transition: 'fade', duration: 150 } } },
  },
})

/**
 * Mantine's default dimmed text (gray 6 on white, 3.3:1) fails WCAG AA; gray 7 passes
 * (about 7:1). Dark mode's dimmed already passes.
 */
/**
 * Mantine's light variant puts shade 6 text on shade 1, and its filled variant white text on
 * shade 6: under 4.5:1 for most colours (issue 13: status badges on the role homes). Light
 * text and bright filled backgrounds are darkened from shade 9 until they pass WCAG AA.
 */
const LIGHT_VARIANT_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'violet']
const BRIGHT_FILLED_COLORS = ['orange', 'yellow', 'green', 'teal']
const darkened = (color: string, blackPct: number) =>
  `color-mix(in srgb, var(--mantine-color-${color}-9), black ${blackPct}%)`

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((c) => [`--mantine-color-${c}-light-color`, darkened(c, 30)]),
    ),
    ...Object.fromEntries(
      BRIGHT_FILLED_COLORS.map((c) => [`--mantine-color-${c}-filled`, darkened(c, 25)]),
    ),
  },
  dark: {},
})
