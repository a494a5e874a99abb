import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './client.ts'

/** Reconnect waits: doubling from the first to the last, then staying there. */
const FIRST_RETRY_MS = 250
const LAST_RETRY_MS = 10_000
/** How the listening connections show in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'namefolio-listen'

type Message = { from: string; payload: unknown }

export type ChangeNotifications = {
  /**
   * Tells every other process listening on `channel`. Sent on its own statement, so after the
   * writer's transaction has committed (writers call this after their commit). A failure goes
   * to `onError`; the promise never rejects.
   */
  notify: (channel: string, payload: unknown) => Promise<void>
  /** Calls `onMessage` with what another process sent on `channel`; never this process's own. */
  listen: (channel: string, onMessage: (payload: unknown) => void) => void
  /** Called after the listening connection came back: anything may have been missed. */
  onReconnect: (listener: () => void) => void
  /** Connects the listening connection (the app's ready hook). */
  start: () => Promise<void>
  close: () => Promise<void>
}

/**
 * Signals between server processes over PostgreSQL's LISTEN/NOTIFY (issue 23, decision 1291):
 * one dedicated connection per process listens; notifications go out through the pool. Each
 * process tags what it sends with an id of its own and ignores its own messages, since its
 * in-process listeners have already been told. A lost connection is retried with a growing
 * wait, and once back every `onReconnect` listener is called.
 */
export function createChangeNotifications(options: {
  url: string
  db: Db
  onError: (error: unknown) => void
  /** Called once the listeners of `channel` have acted on another process's message (metrics). */
  onHeard?: (channel: string) => void
}): ChangeNotifications {
  const processId = randomUUID()
  const handlers = new Map<string, ((payload: unknown) => void)[]>()
  const reconnectListeners: (() => void)[] = []
  let client: pg.Client | null = null
  let closed = false
  let retryMs = FIRST_RETRY_MS
  let retryTimer: NodeJS.Timeout | null = null

  function deliver(channel: string, text: string | undefined) {
    let message: Message
    try {
      message = JSON.parse(text ?? '') as Message
    } catch {
      return
    }
    if (message.from === processId) return
    for (const handler of handlers.get(channel) ?? []) handler(message.payload)
    options.onHeard?.(channel)
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: LISTENER_APPLICATION_NAME,
    })
    next.on('notification', (n) => deliver(n.channel, n.payload))
    next.on('error', (error) => {
      options.onError(error)
      lost(next)
    })
    next.on('end', () => lost(next))
    try {
      await next.connect()
      for (const channel of handlers.keys()) {
        await next.query(`listen ${pg.escapeIdentifier(channel)}`)
      }
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    client = next
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return
    client = null
    which.end().catch(() => undefined)
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = null
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS
          for (const listener of reconnectListeners) listener()
        },
        (error: unknown) => {
          options.onError(error)
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
          scheduleReconnect()
        },
      )
    }, retryMs)
    retryTimer.unref()
  }

  return {
    async notify(channel, payload) {
      const message: Message = { from: processId, payload }
      await options.db
        .execute(sql`select pg_notify(${channel}, ${JSON.stringify(message)})`)
        .catch(options.onError)
    },
    listen(channel, onMessage) {
      if (client) throw new Error(`listen on ${channel} before the notifications start`)
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage])
    },
    onReconnect(listener) {
      reconnectListeners.push(listener)
    },
    async start() {
      if (client || closed) return
      try {
        await connect()
      } catch (error) {
        // The app still starts: the in-process signal and the caches' expiry carry on meanwhile.
        options.onError(error)
        scheduleReconnect()
      }
    },
    async close() {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      const last = client
      client = null
      await last?.end().catch(() => undefined)
    },
  }
}
