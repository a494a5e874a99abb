import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Source files of the web app and of core, read as text to follow their imports. */
const CORE_SRC = resolve(import.meta.dirname, '../../../core/src')

// `import … from`, `export … from` (not `import type`), a bare `import '…'`, and `import('…')`.
const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\s)[^;=()]*?\bfrom\s+'([^']+)'|^import\s+'([^']+)'/gm
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? resolve(dirname(fromFile), specifier)
    : specifier.startsWith('@namefolio/core/')
      ? resolve(CORE_SRC, specifier.slice('@namefolio/core/'.length))
      : null
  if (base === null) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

function importsOf(file: string, pattern: RegExp): string[] {
  const source = readFileSync(file, 'utf8')
  return [...source.matchAll(pattern)]
    .map((match) => resolveImport(file, match[1] ?? match[2] ?? ''))
    .filter((resolved) => resolved !== null)
}

export type ModuleGraph = {
  /** The modules loaded with the entry, by static imports. */
  staticModules: Set<string>
  /** What those modules import with `import()`: separate chunks. */
  dynamicImports: Set<string>
}

/** The app's own modules an entry loads (packages are not followed). */
export function readModuleGraph(entry: string): ModuleGraph {
  const staticModules = new Set<string>()
  const dynamicImports = new Set<string>()
  const pending = [entry]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (staticModules.has(file)) continue
    staticModules.add(file)
    pending.push(...importsOf(file, STATIC_IMPORT))
    for (const imported of importsOf(file, DYNAMIC_IMPORT)) dynamicImports.add(imported)
  }
  return { staticModules, dynamicImports }
}

/** Every module an entry can come to load, through `import()` too. */
export function readAllModules(entry: string): Set<string> {
  const all = new Set<string>()
  const pending = [entry]
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (all.has(file)) continue
    const graph = readModuleGraph(file)
    for (const module of graph.staticModules) all.add(module)
    pending.push(...graph.dynamicImports)
  }
  return all
}
