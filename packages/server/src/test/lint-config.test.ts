import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The lint config is the guard of the layer rules (STYLE.md, docs/architecture.md, issue 14):
// these tests plant violations as strings and lint them with the real config, so a rule that
// stops firing fails here. Planted imports name real files: import/no-restricted-paths skips
// imports it cannot resolve.

const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const serverSrc = path.join(repoRoot, 'packages/server/src')

/** Folders of server/src that are not shared layers: the features and the test harness. */
const NOT_SHARED = new Set(['features', 'test'])

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: path.join(repoRoot, 'eslint.config.js'),
    // import/no-cycle throws on a file that exists only as text (it looks the file up on disk);
    // cycles are not what these tests are about.
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  })
})

function foldersOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** A real source file of a feature, found at run time so renames inside it do not break this. */
function sourceFileOf(feature: string): string {
  const dir = path.join(serverSrc, 'features', feature)
  const file = fs
    .readdirSync(dir)
    .sort()
    .find((name) => name.endsWith('.ts') && !name.includes('.test.'))
  if (file === undefined) throw new Error(`feature ${feature} has no source file`)
  return path.join(dir, file)
}

function specifierFrom(plantedFile: string, target: string): string {
  const relative = path.relative(path.dirname(plantedFile), target).split(path.sep).join('/')
  return relative.startsWith('.') ? relative : `./${relative}`
}

function importFrom(plantedFile: string, target: string): string {
  return `import * as planted from '${specifierFrom(plantedFile, target)}'\nexport default planted\n`
}

async function lintAt(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file })
  if (result === undefined) throw new Error(`nothing linted for ${file}`)
  return result.messages.map(({ ruleId, severity }) => ({ ruleId, severity }))
}

const ERROR = 2
const WARNING = 1
const boundaryError = { ruleId: 'import/no-restricted-paths', severity: ERROR }
const tooLong = { ruleId: 'max-lines', severity: WARNING }

describe('lint: shared layers of the server import no feature (STYLE.md, issue 14)', () => {
  const sharedLayers = foldersOf(serverSrc).filter((name) => !NOT_SHARED.has(name))

  it('finds the layers docs/architecture.md names as guarded', () => {
    expect(sharedLayers).toEqual(
      expect.arrayContaining(['auth', 'config', 'db', 'dns', 'http', 'public']),
    )
  })

  it.each(sharedLayers)('a feature import from server/src/%s/ fails lint', async (layer) => {
    const planted = path.join(serverSrc, layer, 'planted-module.ts')
    const messages = await lintAt(planted, importFrom(planted, sourceFileOf('sales')))
    expect(messages).toContainEqual(boundaryError)
  })

  it('a feature importing its own files and the shared layers passes', async () => {
    const planted = path.join(serverSrc, 'features/sales/planted-module.ts')
    const code = [
      `import * as own from '${specifierFrom(planted, sourceFileOf('sales'))}'`,
      `import * as shared from '${specifierFrom(planted, path.join(serverSrc, 'http/app-error.ts'))}'`,
      'export default [own, shared]',
      '',
    ].join('\n')
    expect(await lintAt(planted, code)).toEqual([])
  })

  it('a feature importing another feature fails lint', async () => {
    const planted = path.join(serverSrc, 'features/sales/planted-module.ts')
    const messages = await lintAt(planted, importFrom(planted, sourceFileOf('health')))
    expect(messages).toContainEqual(boundaryError)
  })
})

describe('lint: a source file over 400 lines warns (STYLE.md, issue 14)', () => {
  const linesOf = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const line${i} = ${i}\n`).join('')
  const sourceFile = path.join(serverSrc, 'features/sales/planted-module.ts')

  it('401 lines warn, as a warning and not an error', async () => {
    expect(await lintAt(sourceFile, linesOf(401))).toEqual([tooLong])
  })

  it('400 lines pass', async () => {
    expect(await lintAt(sourceFile, linesOf(400))).toEqual([])
  })

  it('tests are exempt', async () => {
    const testFile = path.join(serverSrc, 'features/sales/planted-module.test.ts')
    expect(await lintAt(testFile, linesOf(401))).toEqual([])
  })
})

describe('lint: only repositories and queries files use Drizzle (STYLE.md, issue 14)', () => {
  const drizzleImport = "import { eq } from 'drizzle-orm'\nexport default eq\n"
  const restricted = { ruleId: 'no-restricted-imports', severity: ERROR }

  it.each(['features/sales/issue-payout.ts', 'features/leads/leads.routes.ts'])(
    'a Drizzle import in %s fails lint',
    async (file) => {
      expect(await lintAt(path.join(serverSrc, file), drizzleImport)).toContainEqual(restricted)
    },
  )

  it.each([
    'features/sales/payouts.repository.ts',
    'features/sales/sales.queries.ts',
    'db/client.ts',
  ])('a Drizzle import in %s passes', async (file) => {
    expect(await lintAt(path.join(serverSrc, file), drizzleImport)).toEqual([])
  })
})

describe('lint: zod stays out of what the browser loads (decision 1265)', () => {
  const coreSrc = path.join(repoRoot, 'packages/core/src')
  const webFile = path.join(repoRoot, 'packages/web/src/features/sales/planted-module.ts')
  const coreRule = path.join(coreSrc, 'sales/planted-rule.ts')
  const restricted = { ruleId: '@typescript-eslint/no-restricted-imports', severity: ERROR }
  const sideEffect = { ruleId: '@typescript-eslint/no-import-type-side-effects', severity: ERROR }
  const contract = '@namefolio/core/sales/payee.contract'

  it.each([
    ['a web module importing zod', webFile, "import { z } from 'zod'\nexport default z\n"],
    [
      'a web module taking a value from a contract',
      webFile,
      `import { TaxProfileSchema } from '${contract}'\nexport default TaxProfileSchema\n`,
    ],
    [
      'a web module taking a value from a schemas table',
      webFile,
      "import { accountPrivacySchemas } from '@namefolio/core/account/privacy.schemas'\nexport default accountPrivacySchemas\n",
    ],
    [
      'a core rule module taking a value from a contract',
      coreRule,
      "import { TaxProfileSchema } from './payee.contract.ts'\nexport default TaxProfileSchema\n",
    ],
  ])('%s fails lint', async (_case, file, code) => {
    expect(await lintAt(file, code)).toContainEqual(restricted)
  })

  it('an inline type import, which still loads the contract, fails lint', async () => {
    const code = `import { type TaxProfile } from '${contract}'\nexport type Planted = TaxProfile\n`
    expect(await lintAt(webFile, code)).toContainEqual(sideEffect)
  })

  it('types from a contract and values from its zod-free module pass', async () => {
    const code = [
      `import type { TaxProfile } from '${contract}'`,
      "import { TAX_FORM_TYPES } from '@namefolio/core/sales/payee.constants'",
      'export type Planted = TaxProfile',
      'export default TAX_FORM_TYPES',
      '',
    ].join('\n')
    expect(await lintAt(webFile, code)).toEqual([])
  })

  it('contracts, schemas tables and tests may import zod', async () => {
    const zodImport = "import { z } from 'zod'\nexport default z\n"
    for (const file of [
      'sales/payee.contract.ts',
      'account/privacy.schemas.ts',
      'sales/x.test.ts',
    ]) {
      expect(await lintAt(path.join(coreSrc, file), zodImport)).toEqual([])
    }
  })
})
