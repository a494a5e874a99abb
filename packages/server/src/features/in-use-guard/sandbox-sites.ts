import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fetchPage, type SiteProbe } from './site-probe.ts'

/** A small but real web page: what "someone else's site" looks like to the guard. */
const SANDBOX_SITE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Bakery</title></head>
<body><h1>Acme Bakery</h1><p>Fresh bread every morning. Order online or visit our shop on Main Street.</p></body></html>`

const NOTHING = { addresses: [], cnames: [], http: null }

/**
 * The built-in ("sandbox") outside world of development and test (decision 1143): a name a test
 * control set serving answers from 127.0.0.1 with a real HTTP server and page; every other name
 * goes to the real probe when resolvers are configured, else is unreachable, so a development
 * start never looks up, nor pauses, demo names that happen to exist on the internet.
 */
export function createSandboxSites(realProbe: SiteProbe | null) {
  const serving = new Set<string>()
  let server: http.Server | null = null
  let port = 0

  async function start(): Promise<number> {
    if (server) return port
    const started = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(SANDBOX_SITE)
    })
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
    server = started
    port = (started.address() as AddressInfo).port
    return port
  }

  const probe: SiteProbe = async (name, signal) => {
    if (!serving.has(name)) return realProbe ? realProbe(name, signal) : NOTHING
    const page = await fetchPage(new URL(`http://${name}/`), '127.0.0.1', await start(), signal)
    return {
      addresses: ['127.0.0.1'],
      cnames: [],
      http: { status: page.status, contentType: page.contentType, body: page.body },
    }
  }

  return {
    probe,
    setServing(name: string, on: boolean): void {
      if (on) serving.add(name)
      else serving.delete(name)
    },
    close(): Promise<void> {
      const closing = server
      server = null
      return closing ? new Promise((resolve) => closing.close(() => resolve())) : Promise.resolve()
    },
  }
}
