// oidc-provider (a test-only dependency) ships no types; the tests use this much of it.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  type Handler = (req: IncomingMessage, res: ServerResponse) => void
  class Grant {
    constructor(input: { accountId: string; clientId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): Handler
    Grant: typeof Grant
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{
      prompt: { name: string }
      session?: { accountId: string }
      params: Record<string, unknown>
    }>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }
}
