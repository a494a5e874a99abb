/** Accessibility: skip links, keyboard help and labels (issue 15). */
export default {
  'a11y.skipToTable': 'Skip to the portfolio table',
} as const
