import { describe, expect, it } from 'vitest'
import {
  describeRoutesOverBudget,
  measureRouteFirstLoads,
  type Manifest,
} from './portal-first-load.ts'

// A synthetic build: the entry shares `react` with both routes and opens a drawer lazily; the
// chart page loads its chart lazily; sizes stand for gzipped bytes, so each total is a sum.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/chart-page.tsx', 'src/list-page.tsx', 'src/drawer.tsx'],
  },
  'src/drawer.tsx': { file: 'assets/drawer.js', isDynamicEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  '_recharts.js': { file: 'assets/recharts.js', imports: ['_react.js'] },
  'src/list-page.tsx': {
    file: 'assets/list-page.js',
    isDynamicEntry: true,
    imports: ['_table.js', '_react.js'],
  },
  'src/chart-page.tsx': {
    file: 'assets/chart-page.js',
    isDynamicEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/chart.tsx'],
  },
  'src/chart.tsx': {
    file: 'assets/chart.js',
    isDynamicEntry: true,
    imports: ['_recharts.js'],
  },
  '_index.css': { file: 'assets/index.css' },
}
const SIZES: Record<string, number> = {
  'assets/index.js': 10_000,
  'assets/react.js': 60_000,
  'assets/table.js': 30_000,
  'assets/recharts.js': 120_000,
  'assets/list-page.js': 5_000,
  'assets/chart-page.js': 4_000,
  'assets/chart.js': 2_000,
  'assets/drawer.js': 3_000,
}
const sizeOf = (file: string) => SIZES[file] ?? 0

describe('portal route first load', () => {
  const isPage = (key: string) => key.endsWith('-page.tsx')
  const {
    shellGzipBytes,
    shellDeferred,
    routes: loads,
  } = measureRouteFirstLoads(MANIFEST, sizeOf, isPage)
  const loadOf = (route: string) => loads.find((load) => load.route === route)

  it('counts the entry, the route and their static imports, a shared chunk once', () => {
    expect(loadOf('src/list-page.tsx')?.gzipBytes).toBe(10_000 + 60_000 + 30_000 + 5_000)
    expect(loadOf('src/list-page.tsx')?.files).toEqual([
      'assets/index.js',
      'assets/list-page.js',
      'assets/react.js',
      'assets/table.js',
    ])
  })

  it("leaves a route's dynamic imports out of its first load and reports what they add", () => {
    expect(loadOf('src/chart-page.tsx')?.gzipBytes).toBe(10_000 + 60_000 + 4_000)
    expect(loadOf('src/chart-page.tsx')?.deferred).toEqual([
      { module: 'src/chart.tsx', extraGzipBytes: 2_000 + 120_000 },
    ])
  })

  it("measures only the entry's lazy routes, largest first", () => {
    expect(loads.map((load) => load.route)).toEqual(['src/list-page.tsx', 'src/chart-page.tsx'])
  })

  it("reports the shell's lazy parts that are not routes apart, in no route's first load", () => {
    expect(shellGzipBytes).toBe(10_000 + 60_000)
    expect(shellDeferred).toEqual([{ module: 'src/drawer.tsx', extraGzipBytes: 3_000 }])
    expect(loads.every((load) => !load.files.includes('assets/drawer.js'))).toBe(true)
    expect(loadOf('src/list-page.tsx')?.deferred).toEqual([])
  })

  it('counts what loads beside a route before it renders (its catalogs), shared chunks once', () => {
    const withCatalogs = measureRouteFirstLoads(MANIFEST, sizeOf, isPage, (route) =>
      route === 'src/list-page.tsx' ? ['src/drawer.tsx'] : [],
    )
    const list = withCatalogs.routes.find((load) => load.route === 'src/list-page.tsx')
    expect(list?.gzipBytes).toBe(10_000 + 60_000 + 30_000 + 5_000 + 3_000)
    expect(list?.files).toContain('assets/drawer.js')
    const chart = withCatalogs.routes.find((load) => load.route === 'src/chart-page.tsx')
    expect(chart?.gzipBytes).toBe(10_000 + 60_000 + 4_000)
  })

  it('names each route over the budget and passes those within it', () => {
    expect(describeRoutesOverBudget(loads, 100_000)).toEqual([
      'src/list-page.tsx: 105000 bytes gzip, over the 100000-byte budget by 5000',
    ])
    expect(describeRoutesOverBudget(loads, 105_000)).toEqual([])
  })
})
