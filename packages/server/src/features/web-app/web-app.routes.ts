import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { isPortalRoute } from '@namefolio/core/routing/route-names'
import type { PageFallback } from '../../http/error-handler.ts'
import { wantsHtml, type ZodApp } from '../../http/zod-app.ts'

/**
 * Serves the built portal and its SPA fallback: portal routes answer the app shell (200);
 * any other page a browser asks for answers the shell with 404, whose router shows the
 * not-found page. API paths never fall back to HTML.
 */
export async function registerWebAppRoutes(
  app: ZodApp,
  deps: { distDir: string },
): Promise<PageFallback | null> {
  const indexFile = path.join(deps.distDir, 'index.html')
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir: deps.distDir }, 'web app is not built: run `npm run build`')
    return null
  }
  const shell = createShellReader(indexFile)
  // Only the hashed assets are files to serve (the shell is read below). Serving them under
  // /assets/ keeps the static wildcard off every other path, so an unknown or over-long API
  // path still reaches the router's own answers (404, 414) rather than a file lookup.
  await app.register(fastifyStatic, {
    root: path.join(deps.distDir, 'assets'),
    prefix: '/assets/',
    // Files are looked up when asked, not listed at start: after a rebuild beside a running
    // server (new hashed assets, a new index.html) the portal loads instead of a blank page.
    wildcard: true,
    index: false,
    maxAge: '1y',
    immutable: true,
  })
  return (request) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (
      request.method !== 'GET' ||
      pathname.startsWith('/api/') ||
      !wantsHtml(request.headers.accept)
    ) {
      return null
    }
    return { status: isPortalRoute(pathname) ? 200 : 404, html: shell() }
  }
}

/**
 * The app shell, read again only when the file has changed since it was last read. While a
 * build replaces it the last one read is served.
 */
function createShellReader(indexFile: string): () => string {
  let cached = { mtimeMs: -1, html: fs.readFileSync(indexFile, 'utf8') }
  return () => {
    try {
      const { mtimeMs } = fs.statSync(indexFile)
      if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') }
    } catch {
      // Mid-build: no index.html for a moment.
    }
    return cached.html
  }
}
