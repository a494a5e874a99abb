// Prints, as JSON, each portal route's first load in gzipped JavaScript bytes, largest first
// (issue 16), from the last build's manifest:
//   npm run build && node bench/portal-bundle.bench.ts
// With --check it is the CI budget: it exits 1 naming every route over FIRST_LOAD_BUDGET_BYTES
// (`npm run check:bundle` builds first); --budget=BYTES checks another figure (a ratchet while
// the portal is over the budget). Gzip is node:zlib at its default level (6), the level
// @fastify/compress serves gzip at.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { PAGE_CATALOGS } from '../packages/web/src/app/routes/page-catalog-lists.ts'
import {
  describeRoutesOverBudget,
  FIRST_LOAD_BUDGET_BYTES,
  measureRouteFirstLoads,
  type Manifest,
} from './portal-first-load.ts'

const DIST = new URL('../packages/web/dist/', import.meta.url)
const isCheck = process.argv.includes('--check')
const budgetArgument = process.argv.find((argument) => argument.startsWith('--budget='))
const budgetBytes =
  budgetArgument === undefined ? FIRST_LOAD_BUDGET_BYTES : Number(budgetArgument.slice(9))
if (!Number.isSafeInteger(budgetBytes) || budgetBytes <= 0) {
  throw new Error(`--budget wants a whole number of bytes, not ${budgetArgument}`)
}

const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', DIST), 'utf8')) as Manifest
const gzipBytesOf = (file: string) => gzipSync(readFileSync(new URL(file, DIST))).length
// router.tsx's lazy pages all live in app/routes; other lazy parts of the shell are not routes.
// A page renders once its module and its en-US catalogs are in (decision 1271): both count.
const catalogsOf = (route: string): string[] => {
  const page = route.replace(/^src\/app\/routes\/|\.tsx$/g, '') as keyof typeof PAGE_CATALOGS
  return (PAGE_CATALOGS[page] ?? []).map((name) => `src/i18n/en-us/${name}.ts`)
}
const { shellGzipBytes, shellDeferred, routes } = measureRouteFirstLoads(
  manifest,
  gzipBytesOf,
  (key) => key.startsWith('src/app/routes/'),
  catalogsOf,
)

const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, gzipBytes: gzipBytesOf(chunk.file) }))
  .sort((a, b) => b.gzipBytes - a.gzipBytes)

console.log(
  JSON.stringify(
    {
      budgetBytes,
      maxGzipBytes: routes[0]?.gzipBytes ?? 0,
      shellGzipBytes,
      shellDeferred,
      routes: routes.map(({ route, gzipBytes, deferred }) => ({ route, gzipBytes, deferred })),
      ...(isCheck ? {} : { largestChunks: chunks.slice(0, 12) }),
    },
    null,
    2,
  ),
)

if (isCheck) {
  const over = describeRoutesOverBudget(routes, budgetBytes)
  if (over.length > 0) {
    console.error(`Portal first load over budget (issue 16):\n${over.join('\n')}`)
    process.exit(1)
  }
  console.error(`Every portal route's first load is within ${budgetBytes} bytes gzip.`)
}
