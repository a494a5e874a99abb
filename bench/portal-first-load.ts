// The portal's first-load figure (issue 16), computed from Vite's build manifest: what a browser
// must download before a portal route can render. Pure: the caller reads the files and gzips them.

/** One chunk of dist/.vite/manifest.json (the fields this figure reads). */
export type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export type RouteFirstLoad = {
  /** The route module (router.tsx's lazy import), e.g. src/app/routes/portfolio-page.tsx. */
  route: string
  gzipBytes: number
  /** Every JavaScript file of the first load: the entry's and the route's static closures. */
  files: string[]
  /** Parts the route imports lazily (a chart): what each adds once it is asked for. */
  deferred: DeferredPart[]
}

/**
 * 200 KB read as 200,000 bytes: the issue does not say which, and the smaller reading cannot
 * let a route through that the other would stop.
 */
export const FIRST_LOAD_BUDGET_BYTES = 200_000

function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const pending = [...keys]
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue
    seen.add(key)
    pending.push(...(manifest[key]?.imports ?? []))
  }
  return seen
}

function dynamicImportsOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const found = new Set<string>()
  for (const key of keys)
    for (const target of manifest[key]?.dynamicImports ?? []) found.add(target)
  return [...found]
}

function sumGzip(
  manifest: Manifest,
  keys: Iterable<string>,
  gzipBytesOf: (file: string) => number,
) {
  let total = 0
  for (const key of keys) {
    const file = manifest[key]?.file
    if (file?.endsWith('.js')) total += gzipBytesOf(file)
  }
  return total
}

export type PortalFirstLoads = {
  /** The entry and its static imports: in every route's first load. */
  shellGzipBytes: number
  /** Parts the shell imports lazily that are not routes (a drawer opened from the header). */
  shellDeferred: DeferredPart[]
  /** Largest first. */
  routes: RouteFirstLoad[]
}
type DeferredPart = { module: string; extraGzipBytes: number }

/**
 * A route's first load is the entry (index.html's script) with its static imports, plus the
 * route chunk with its static imports, plus what the shell loads beside the route before it
 * renders (`alongside`: its message catalogs, decision 1271) with their static imports, each
 * chunk counted once. The routes are the dynamic imports of the entry's closure that
 * `isRouteModule` accepts; what a route imports dynamically is not in its first load.
 * JavaScript only: the budget is for JavaScript, and stylesheets are measured apart.
 */
export function measureRouteFirstLoads(
  manifest: Manifest,
  gzipBytesOf: (file: string) => number,
  isRouteModule: (key: string) => boolean = () => true,
  alongside: (route: string) => readonly string[] = () => [],
): PortalFirstLoads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const shell = staticClosure(manifest, entries)
  const shellImports = dynamicImportsOf(manifest, shell).filter((key) => !shell.has(key))
  const routes = shellImports.filter(isRouteModule)
  const deferredFrom = (loaded: Set<string>, modules: string[]): DeferredPart[] =>
    modules.map((module) => {
      const extra = [...staticClosure(manifest, [module])].filter((key) => !loaded.has(key))
      return { module, extraGzipBytes: sumGzip(manifest, extra, gzipBytesOf) }
    })
  return {
    shellGzipBytes: sumGzip(manifest, shell, gzipBytesOf),
    shellDeferred: deferredFrom(
      shell,
      shellImports.filter((key) => !routes.includes(key)),
    ),
    routes: routes
      .map((route) => {
        const firstLoad = new Set([
          ...shell,
          ...staticClosure(manifest, [route, ...alongside(route)]),
        ])
        const ownLazyParts = dynamicImportsOf(manifest, firstLoad).filter(
          (key) => !firstLoad.has(key) && !shellImports.includes(key),
        )
        return {
          route,
          gzipBytes: sumGzip(manifest, firstLoad, gzipBytesOf),
          files: [...firstLoad]
            .map((key) => manifest[key]?.file ?? key)
            .filter((file) => file.endsWith('.js'))
            .sort(),
          deferred: deferredFrom(firstLoad, ownLazyParts),
        }
      })
      .sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route)),
  }
}

/** The routes whose first load passes the budget, one line each, for the CI check to print. */
export function describeRoutesOverBudget(
  loads: readonly RouteFirstLoad[],
  budgetBytes = FIRST_LOAD_BUDGET_BYTES,
): string[] {
  return loads
    .filter((load) => load.gzipBytes > budgetBytes)
    .map(
      (load) =>
        `${load.route}: ${load.gzipBytes} bytes gzip, over the ${budgetBytes}-byte budget by ${load.gzipBytes - budgetBytes}`,
    )
}
