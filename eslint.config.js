// One lint config for the whole workspace. The boundary rules of STYLE.md live here:
// core stays pure, server and web never import each other, features never import
// each other, shared layers import no feature, no import cycles, kebab-case file names.
import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import importPlugin from 'eslint-plugin-import'
import checkFile from 'eslint-plugin-check-file'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

function listFeatures(dir) {
  // Read beside this file, not the working directory, so linting from a package folder or
  // through the Node API (the lint-config test) lists the same features.
  const absolute = path.join(import.meta.dirname, dir)
  return fs.existsSync(absolute)
    ? fs
        .readdirSync(absolute, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []
}

/** One zone per feature: a feature may import itself, never a sibling feature. */
function featureIsolationZones(featuresDir) {
  return listFeatures(featuresDir).map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; wire them together in the app layer.',
  }))
}

function sharedLayerZones(srcDir, layers) {
  return layers.map((layer) => ({
    target: `./${srcDir}/${layer}`,
    from: `./${srcDir}/features`,
    message: 'Shared layers import no feature.',
  }))
}

const serverFeatures = 'packages/server/src/features'

/** Feature files that still query with Drizzle outside a repository: issue 14 empties this. */
const DRIZZLE_PENDING = []
const webFeatures = 'packages/web/src/features'

/**
 * Decision 1265: zod stays out of the browser. Only core's `*.contract.ts` and `*.schemas.ts`
 * build schemas; the web and core's other modules take types from them (`import type`) and
 * values from the zod-free modules beside them (`*.constants.ts`, the rule modules).
 */
const ZOD_FREE_IMPORTS = {
  patterns: [
    {
      group: ['zod', 'zod/*', '*.contract', '*.contract.ts', '*.schemas', '*.schemas.ts'],
      allowTypeImports: true,
      message:
        'zod stays out of the browser (decision 1265): `import type` from a contract or schemas ' +
        'table, values from the zod-free module beside it (*.constants.ts).',
    },
  ],
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'packages/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin, 'check-file': checkFile },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-self-import': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          // Zones are paths from the repository root wherever ESLint is started.
          basePath: import.meta.dirname,
          zones: [
            ...featureIsolationZones(serverFeatures),
            ...featureIsolationZones(webFeatures),
            ...sharedLayerZones('packages/server/src', [
              'http',
              'db',
              'config',
              'jobs',
              'mail',
              'auth',
              'public',
              'dns',
              'cluster',
            ]),
            ...sharedLayerZones('packages/web/src', ['components', 'lib', 'i18n']),
            {
              target: './packages/server',
              from: './packages/web',
              message: 'server never imports web',
            },
            {
              target: './packages/web',
              from: './packages/server',
              message: 'web never imports server',
            },
            {
              target: './packages/core',
              from: ['./packages/server', './packages/web'],
              message: 'core imports neither server nor web',
            },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'packages/*/src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE', 'bench/**/': 'KEBAB_CASE' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a const tuple: enums are not erasable syntax.',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // STYLE.md: no file over ~400 lines. A warning, so an editor shows it while a file grows;
    // `npm run lint` allows no warning, so none lands (issue 14); physical lines, as `wc -l`
    // counts them (decision 985).
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['warn', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'path', 'os', 'crypto', 'http', 'https', 'dns', 'url'].map((name) => ({
            name,
            message: 'core has no I/O.',
          })),
          patterns: [
            { group: ['node:*'], message: 'core has no I/O.' },
            {
              group: [
                'react',
                'react-dom',
                'fastify',
                '@fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
              ],
              message: 'core is framework-free.',
            },
            {
              group: [
                '@namefolio/server',
                '@namefolio/server/*',
                '@namefolio/web',
                '@namefolio/web/*',
              ],
              message: 'core is imported, it imports no app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@namefolio/web', '@namefolio/web/*'], message: 'server never imports web.' },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md: a feature's repositories and queries are its only Drizzle users; use cases,
    // routes and pages call them (issue 14, decision 991).
    files: ['packages/server/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.repository.ts', '**/*.queries.ts', '**/*.test.ts', ...DRIZZLE_PENDING],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@namefolio/web', '@namefolio/web/*'], message: 'server never imports web.' },
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts and *.queries.ts files use Drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.{ts,tsx}'],
    // Tests may hand the environment to the processes they start.
    ignores: ['packages/server/src/config/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from config/env.ts only.',
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@namefolio/server', '@namefolio/server/*'],
              message: 'web talks to the server over HTTP only.',
            },
            {
              // Decision 271: the accepted-suffix rule is the server's; the bundle has no list.
              group: [
                'tldts',
                '@namefolio/core/domains/domain-name',
                '@namefolio/core/domains/domain-list',
              ],
              message: 'The browser checks name syntax only (core/domains/domain-syntax).',
            },
          ],
        },
      ],
    },
  },
  {
    // Decision 1265: what the web can reach at run time carries no zod.
    files: ['packages/core/src/**/*.ts', 'packages/web/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/core/src/**/*.contract.ts',
      'packages/core/src/**/*.schemas.ts',
      '**/*.test.{ts,tsx}',
      'packages/web/src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', ZOD_FREE_IMPORTS],
      // `import { type X } from 'm'` still loads m under verbatimModuleSyntax.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
)
