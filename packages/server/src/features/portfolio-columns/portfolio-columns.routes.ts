import {
  isColumnView,
  unknownColumnsOf,
  type ColumnView,
} from '@namefolio/core/portfolio/portfolio-columns'
import { type ColumnChoices } from '@namefolio/core/portfolio/portfolio-columns.contract'
import { portfolioColumnEndpoints } from '@namefolio/core/portfolio/portfolio-columns.endpoints'
import { portfolioColumnSchemas } from '@namefolio/core/portfolio/portfolio-columns.schemas'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../http/app-error.ts'
import { requireUser } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { findColumnChoices, saveColumnChoice } from './portfolio-columns.repository.ts'

/**
 * `GET /api/v1/account/portfolio-columns` and `PUT .../:view` (issue 15; decision 285): the
 * columns each user shows per portfolio view, from any device. A column id the view does not
 * know is refused with `portfolio.columns.error.unknownColumn` naming the field.
 */
export function registerPortfolioColumnRoutes(app: ZodApp, deps: { db: Db }): void {
  serveEndpoint(
    app,
    portfolioColumnEndpoints.list,
    { tags: ['account'], schemas: portfolioColumnSchemas.list },
    async (request) => {
      const user = requireUser(request)
      const rows = await findColumnChoices(deps.db, user.id)
      const choices: ColumnChoices['choices'] = {}
      // A view retired since the row was saved is skipped rather than answered.
      for (const row of rows) if (isColumnView(row.view)) choices[row.view] = row.columns
      return { choices }
    },
  )
  serveEndpoint(
    app,
    portfolioColumnEndpoints.save,
    {
      tags: ['account'],
      schemas: portfolioColumnSchemas.save,
    },
    async (request) => {
      const user = requireUser(request)
      const view: ColumnView = request.params.view
      const { columns } = request.body
      const unknown = unknownColumnsOf(view, columns)
      if (unknown.length > 0) {
        throw new AppError('VALIDATION', 'portfolio.columns.error.unknownColumn', {
          fields: unknown.map((column) => ({
            field: `columns.${columns.indexOf(column)}`,
            code: 'portfolio.columns.error.unknownColumn',
            values: { column, view },
          })),
        })
      }
      await saveColumnChoice(deps.db, user.id, view, columns)
      return { view, columns }
    },
  )
}
