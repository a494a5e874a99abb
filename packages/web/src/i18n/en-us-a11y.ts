/** Accessibility: skip links, keyboard help and labels (issue 15). */
export const EN_US_A11Y_MESSAGES = {
  'a11y.skipToTable': 'Skip to the portfolio table',
} as const
