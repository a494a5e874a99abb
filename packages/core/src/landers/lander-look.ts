import { canEnableLease } from '../pricing/lease-price.ts'
import type { LanderAction } from './lander.contract.ts'
import {
  landerOfferModeFromFlags,
  type LanderOfferMode,
  type LanderOptionFlags,
} from './lander-mode.ts'
import { allowsBackgroundColor, type LanderTemplate } from './lander-template.ts'
import {
  LANDER_COLOR_MODES,
  LANDER_THEMES,
  resolveCustomColor,
  type LanderColorMode,
  type LanderTheme,
} from './lander-theme.ts'

/**
 * How a lander looks and which mode it sells in, from a listing's template, colour fields and
 * option flags (spec §3 themes and modes). Shared by the server's lander renderer and the
 * portal's live preview of the default lander (decision 1011), so both show the same thing.
 */

/** The background of each named theme (the custom theme uses the seller's hex colour). */
export const THEME_BACKGROUNDS: Record<Exclude<LanderTheme, 'CUSTOM'>, string> = {
  AUTO: 'linear-gradient(135deg,#0b2e7a 0%,#1747b5 55%,#3d6fe0 100%)',
  PRIMARY: '#1747b5',
  TEAL_GRADIENT: 'linear-gradient(135deg,#064e4b 0%,#0d8a83 60%,#22b5a6 100%)',
  PURPLE_GRADIENT: 'linear-gradient(135deg,#2e1065 0%,#5b21b6 55%,#8b5cf6 100%)',
  YELLOW_GRADIENT: 'linear-gradient(135deg,#78350f 0%,#b45309 50%,#f59e0b 100%)',
  CORAL_GRADIENT: 'linear-gradient(135deg,#7f1d1d 0%,#c2410c 55%,#fb7185 100%)',
}

/** Black or white text, whichever reads better on a hex colour (WCAG relative luminance). */
export function inkFor(hex: string): string {
  const full =
    hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex.slice(0, 7)
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.179 ? '#101828' : '#ffffff'
}

export type LanderLook = { option: LanderTheme; background: string; ink: string; gradient: boolean }

/**
 * The hero's colours: only templates that take a background colour (spec §4: lease to own,
 * custom lander) use the chosen theme; the others show the AUTO theme.
 */
export function landerLookFor(
  template: LanderTemplate,
  colors: { backgroundColorOption: string; backgroundColorCustom: string | null },
): LanderLook {
  const option: LanderTheme =
    allowsBackgroundColor(template) &&
    (LANDER_THEMES as readonly string[]).includes(colors.backgroundColorOption)
      ? (colors.backgroundColorOption as LanderTheme)
      : 'AUTO'
  if (option === 'CUSTOM') {
    const background = resolveCustomColor(colors.backgroundColorCustom)
    return { option, background, ink: inkFor(background), gradient: false }
  }
  return {
    option,
    background: THEME_BACKGROUNDS[option],
    ink: '#ffffff',
    gradient: option !== 'PRIMARY',
  }
}

/** The colour scheme of the page (font colour option); unknown values are AUTO. */
export function landerSchemeFor(fontColorOption: string): LanderColorMode {
  return (LANDER_COLOR_MODES as readonly string[]).includes(fontColorOption)
    ? (fontColorOption as LanderColorMode)
    : 'AUTO'
}

/** The mode a template sells in; only the custom lander reads the three option flags. */
export function landerModeFor(template: LanderTemplate, flags: LanderOptionFlags): LanderOfferMode {
  switch (template) {
    case 'BUY_NOW':
      return 'BIN'
    case 'LEASE_TO_OWN':
      return 'BIN+LTO'
    case 'CUSTOM_LANDER':
      return landerOfferModeFromFlags(flags)
    case 'PRICE_FORM':
    case 'CASH_PARKING':
      return 'MO'
  }
}

/**
 * The actions a lander offers (decision 501): without a buy-now price Buy Now and Lease give
 * way to Make Offer; lease needs an LTO-eligible price and the seller's leasing switch (or the
 * lease-to-own template); while an agreed price waits for payment only offers stay open.
 */
export function landerActionsFor(input: {
  template: LanderTemplate
  mode: LanderOfferMode
  buyNowUsd: number | null
  leasingEnabled: boolean
  syncError?: boolean
  isReserved?: boolean
}): { actions: Set<LanderAction>; leaseAllowed: boolean } {
  const { buyNowUsd } = input
  const wanted = new Set(input.mode.split('+'))
  const leaseAllowed =
    buyNowUsd !== null &&
    canEnableLease(buyNowUsd) &&
    (input.leasingEnabled || input.template === 'LEASE_TO_OWN') &&
    input.syncError !== true
  const actions = new Set<LanderAction>()
  if (wanted.has('BIN') && buyNowUsd !== null && input.isReserved !== true) actions.add('buyNow')
  if (wanted.has('LTO') && leaseAllowed && input.isReserved !== true) actions.add('lease')
  if (wanted.has('MO') || actions.size === 0) actions.add('offer')
  return { actions, leaseAllowed }
}
