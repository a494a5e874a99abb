/** Background colour options (spec §3), as lander theme contract names. */
export const LANDER_THEMES = [
  'AUTO',
  'PRIMARY',
  'TEAL_GRADIENT',
  'PURPLE_GRADIENT',
  'YELLOW_GRADIENT',
  'CORAL_GRADIENT',
  'CUSTOM',
] as const
export type LanderTheme = (typeof LANDER_THEMES)[number]
export const BACKGROUND_COLOR_OPTIONS = LANDER_THEMES

/** Lander colour modes (spec §3); also the font colour options. */
export const LANDER_COLOR_MODES = ['AUTO', 'DARK', 'LIGHT'] as const
export type LanderColorMode = (typeof LANDER_COLOR_MODES)[number]

/** The default custom colour of a new listing (spec §3 default listing settings). */
export const DEFAULT_BACKGROUND_COLOR_CUSTOM = '#ABCDEF'
/** The colour used when a custom lander has none (spec §5: default black). */
export const CUSTOM_LANDER_FALLBACK_COLOR = '#000000'

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Spec §5: the custom lander colour must be hex (`#abc` or `#aabbcc`). */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value)
}

/** The colour a custom lander shows: the given hex colour, or black when none or invalid. */
export function resolveCustomColor(value: string | null | undefined): string {
  return value !== null && value !== undefined && isHexColor(value)
    ? value
    : CUSTOM_LANDER_FALLBACK_COLOR
}

/** The colour fields reset to when a template allows no background colour (spec §4). */
export const DEFAULT_LANDER_COLORS = {
  backgroundColorOption: 'AUTO',
  backgroundColorCustom: DEFAULT_BACKGROUND_COLOR_CUSTOM,
  fontColorOption: 'AUTO',
} as const satisfies {
  backgroundColorOption: LanderTheme
  backgroundColorCustom: string
  fontColorOption: LanderColorMode
}
