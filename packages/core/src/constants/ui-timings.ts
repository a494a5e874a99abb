/** Timings of the portal's interface (spec §9), in milliseconds unless named otherwise. */

export const GROWL_LIFETIME_MS = 6000
export const TOOLTIP_OPEN_DELAY_MS = 300
export const FADE_TRANSITION_MS = 300
export const SIDENAV_COLLAPSE_MS = 300
export const LOADER_DELAY_MS = 200
export const PAGE_TIMING_REPORT_DELAY_MS = 2000
export const COPY_FEEDBACK_MS = 1500
export const LINK_PREFETCH_MARGIN_PX = 200
export const REQUEST_TIMEOUT_MS = 30_000
