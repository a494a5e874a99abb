import type { EN_US_CATALOGS } from './en-us-messages'
import { addActiveMessages, DEFAULT_LOCALE } from './intl'

/** A feature's catalog: one file per locale, `i18n/<locale>/<name>.ts`. */
export type CatalogName = Exclude<keyof typeof EN_US_CATALOGS, 'shell'>

type Messages = Readonly<Record<string, string>>

// One chunk per locale and catalog, none in the first load: a locale added is chunks added.
// The default locale's shell is imported statically by intl.ts.
const CATALOG_FILES = import.meta.glob<Messages>(['./*/*.ts', '!./en-us/shell.ts'], {
  import: 'default',
})

function catalogPath(locale: string, name: CatalogName): string {
  return `./${locale.toLowerCase()}/${name}.ts`
}

/** The locale's catalogs, merged; refused when the locale lacks one of them. */
export async function readCatalogs(
  names: readonly CatalogName[],
  locale: string,
): Promise<Messages> {
  const catalogs = await Promise.all(
    names.map((name) => {
      const load = CATALOG_FILES[catalogPath(locale, name)]
      if (load === undefined) throw new Error(`There is no ${name} catalog for ${locale}`)
      return load()
    }),
  )
  return Object.assign({}, ...catalogs)
}

/** Reads the locale's catalogs and adds them to the messages the app formats with. */
export async function loadCatalogs(
  names: readonly CatalogName[],
  locale: string = DEFAULT_LOCALE,
): Promise<void> {
  addActiveMessages(await readCatalogs(names, locale))
}
