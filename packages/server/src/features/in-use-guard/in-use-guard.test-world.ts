import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { LANDER_MARKER_META } from '@namefolio/core/in-use-guard/site-judgement'
import { startDnsTestServer } from '../../dns/dns-test-server.ts'

/** What the local web server answers for a host name (by the request's Host header). */
export type HostAnswer = 'site' | 'ourLander' | 'redirectToWww' | 'notFound'

export const REAL_SITE_HTML = `<!doctype html><html><head><title>Acme Widgets</title></head><body><h1>Acme Widgets</h1><p>We make the finest widgets in town. Browse the catalogue and order today.</p></body></html>`

/**
 * The outside world of the guard's tests (DESIGN.md §7): a real DNS server and a real web
 * server on 127.0.0.1. Tests point names at 127.0.0.1 (or a dead address) in `dns.zone` and
 * choose what the web server answers per host in `answers`.
 */
export async function startTestWorld() {
  const dns = await startDnsTestServer()
  const answers = new Map<string, HostAnswer>()
  const web = http.createServer((request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '')
    const answer = answers.get(host) ?? 'notFound'
    if (answer === 'redirectToWww') {
      response.writeHead(301, { location: `http://www.${host}/` }).end()
    } else if (answer === 'notFound') {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>')
    } else {
      const marker = answer === 'ourLander' ? `<meta name="${LANDER_MARKER_META}" content="1">` : ''
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(REAL_SITE_HTML.replace('<head>', `<head>${marker}`))
    }
  })
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve))
  const webPort = (web.address() as AddressInfo).port
  return {
    dns,
    answers,
    webPort,
    /** The app settings that point the guard at this world. */
    settings: {
      DNS_RESOLVERS: dns.address,
      DNS_TIMEOUT_MS: '500',
      IN_USE_GUARD_HTTP_PORT: String(webPort),
      IN_USE_GUARD_HTTP_TIMEOUT_MS: '2000',
      BACKGROUND_JOBS: 'false',
    },
    /** `name` resolves to 127.0.0.1 and its web server answers `answer`. */
    serve(name: string, answer: HostAnswer) {
      this.dns.zone.set(name, { a: ['127.0.0.1'] })
      this.answers.set(name, answer)
    },
    async close() {
      await new Promise<void>((resolve) => web.close(() => resolve()))
      await dns.close()
    },
  }
}
