/**
 * The webhook event types for the webhooks guide, from core's list when the webhooks feature
 * is present (issue 24 is built in parallel: `core/webhooks/webhook-events.ts`). The module
 * is looked up at run time so the guide works with or without it (decision 1124).
 */
const EVENTS_MODULE = '@namefolio/core/webhooks/webhook-events'

export async function webhookEventsList(): Promise<string> {
  let types: readonly string[] = []
  try {
    const module = (await import(EVENTS_MODULE)) as { WEBHOOK_EVENT_TYPES?: readonly string[] }
    types = module.WEBHOOK_EVENT_TYPES ?? []
  } catch {
    types = []
  }
  if (types.length === 0) {
    return 'Each delivery names its event type in its JSON body; the checks below are the same for every type.'
  }
  return [
    'The event types you can subscribe to:',
    '',
    ...types.map((type) => `- \`${type}\``),
  ].join('\n')
}
