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
  primaryShade: { light: 7, dark: 8 },
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
    Menu: {
      defaultProps: {
        transitionProps: { transition: 'fade', duration: 150 },
        // Mantine's focus placeholder is a role="presentation" child of role="menu", which axe
        // reports as critical (aria-required-children). Each menu marks its first item
        // data-autofocus instead, so opening it still focuses inside (WAI-ARIA menu button).
        withInitialFocusPlaceholder: false,
      },
    },
  },
})

/**
 * Colours that pass WCAG AA (4.5:1) in both schemes; Mantine's defaults do not.
 *
 * Light: dimmed text is gray 6 on white (3.3:1), gray 7 passes (about 8:1). Placeholders (and
 * the file input's "Choose a file", a span axe checks) are gray 5 (2.1:1): halfway between gray
 * 6 and 7 passes (about 5:1) and still reads as a hint. Mantine's light variant puts shade 6
 * text on shade 1, and its filled variant white text on shade 6: under 4.5:1 for most colours
 * (issue 13: status badges on the role homes). Light text and bright filled backgrounds are
 * darkened from shade 9 until they pass.
 *
 * Dark (issue 15): dimmed is dark 2 on dark 7 (4.0:1) and anchors brand 4 (4.1:1 on the page,
 * 3.6:1 on a card): dark 1 and brand 2 pass on the page, cards and inputs; placeholders get
 * dark 1 too. Outline buttons (red Delete: shade 8, 3.4:1) take shade 4, brand 2. Filled
 * backgrounds use shade 8 (primaryShade), and the bright ones are darkened as in light.
 *
 * Red outline buttons (Delete, Close) and red warning text are `color="red"` / `c="red"`, never
 * a fixed shade, so each scheme picks its own: shade 9 on white in light (shade 7, the primary
 * shade, is 3.7:1), shade 4 in dark.
 */
const LIGHT_VARIANT_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'violet']
const BRIGHT_FILLED_COLORS = ['orange', 'yellow', 'green', 'teal', 'cyan', 'lime']
const darkened = (color: string, blackPct: number) =>
  `color-mix(in srgb, var(--mantine-color-${color}-9), black ${blackPct}%)`
const brightFilled = Object.fromEntries(
  BRIGHT_FILLED_COLORS.map((c) => [`--mantine-color-${c}-filled`, darkened(c, 25)]),
)

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder':
      'color-mix(in srgb, var(--mantine-color-gray-6), var(--mantine-color-gray-7))',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((c) => [`--mantine-color-${c}-light-color`, darkened(c, 30)]),
    ),
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    ...brightFilled,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
    '--mantine-color-brand-outline': 'var(--mantine-color-brand-2)',
    ...Object.fromEntries(
      LIGHT_VARIANT_COLORS.map((c) => [
        `--mantine-color-${c}-outline`,
        `var(--mantine-color-${c}-4)`,
      ]),
    ),
    ...brightFilled,
  },
})
