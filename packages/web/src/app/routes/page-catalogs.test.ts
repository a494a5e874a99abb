import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EN_US_CATALOGS } from '../../i18n/en-us-messages'
import { readAllModules, readModuleGraph } from '../../test/module-graph'
import { PAGE_CATALOGS, type PageModule } from './page-catalog-lists'

const WEB_SRC = resolve(import.meta.dirname, '../..')
const I18N = resolve(WEB_SRC, 'i18n')
const pageFile = (page: string) => resolve(WEB_SRC, 'app/routes', `${page}.tsx`)

const CATALOG_OF_KEY = new Map<string, string>(
  Object.entries(EN_US_CATALOGS).flatMap(([name, messages]) =>
    Object.keys(messages).map((key) => [key, name] as const),
  ),
)

/**
 * The message keys a module names: quoted keys, and the keys a template (`roles.name.${role}`)
 * or a quoted prefix (`'leads.folder.' + folder`) can build.
 */
function keysNamedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const quoted = [...source.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2] ?? '')
  const templatePrefixes = [...source.matchAll(/`([^`$]*)\$\{/g)].map((m) => m[1] ?? '')
  const prefixes = [...templatePrefixes, ...quoted.filter((text) => text.endsWith('.'))].filter(
    (prefix) => prefix.includes('.') && prefix.length > 3,
  )
  const keys = [...CATALOG_OF_KEY.keys()]
  return [
    ...quoted.filter((text) => CATALOG_OF_KEY.has(text)),
    ...prefixes.flatMap((prefix) => keys.filter((key) => key.startsWith(prefix))),
  ]
}

describe('message catalogs load with the pages that render them (decision 1271)', () => {
  const shell = readModuleGraph(resolve(WEB_SRC, 'main.tsx'))

  it('the first load holds the shell’s catalog and no feature’s', () => {
    const i18nModules = [...shell.staticModules]
      .filter((file) => file.startsWith(I18N))
      .map((file) => relative(I18N, file))
    expect(i18nModules.sort()).toEqual(['catalogs.ts', 'en-us/shell.ts', 'intl.ts'])
  })

  it('every page the app loads lazily is listed with its catalogs', () => {
    // The shell's other lazy parts (a drawer opened from the header, decision 1262) render
    // from the shell's catalog; its lazy pages are the route modules.
    const lazyPages = [...shell.dynamicImports]
      .map((file) => relative(WEB_SRC, file))
      .filter((file) => file.startsWith('app/routes/'))
    const listed = Object.keys(PAGE_CATALOGS).map((page) => relative(WEB_SRC, pageFile(page)))
    expect(lazyPages.sort()).toEqual(listed.sort())
  })

  it.each(Object.keys(PAGE_CATALOGS) as PageModule[])(
    'every message key the %s modules name is in the shell or in the page’s catalogs',
    (page) => {
      const catalogs = new Set<string>(['shell', ...PAGE_CATALOGS[page]])
      const missing = [...readAllModules(pageFile(page))]
        .filter((file) => !file.startsWith(I18N))
        .flatMap((file) =>
          keysNamedIn(file)
            .filter((key) => !catalogs.has(CATALOG_OF_KEY.get(key) ?? ''))
            .map((key) => `${key} (${CATALOG_OF_KEY.get(key)}) in ${relative(WEB_SRC, file)}`),
        )
      expect(missing).toEqual([])
    },
  )
})
