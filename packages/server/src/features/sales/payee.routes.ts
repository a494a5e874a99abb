import { paymentEndpoints } from '@namefolio/core/sales/payments.endpoints'
import { paymentSchemas } from '@namefolio/core/sales/payments.schemas'
import { taxEndpoints } from '@namefolio/core/sales/taxes.endpoints'
import { taxSchemas } from '@namefolio/core/sales/taxes.schemas'
import type { Db } from '../../db/client.ts'
import { requireRole } from '../../http/auth.ts'
import { requireFeature } from '../../http/feature-gate.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import { requireRecentSignIn } from '../../http/step-up.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import type { Payee } from './payee.service.ts'

const tags = ['account']

/** Payout accounts, the payout mode and the tax profile; changes need a recent sign-in. */
export function registerPayeeRoutes(
  app: ZodApp,
  deps: { payee: Payee; isSandbox: boolean; db: Db },
) {
  const { payee } = deps

  for (const accounts of [paymentEndpoints.accounts, paymentEndpoints.accountsV2]) {
    serveEndpoint(app, accounts, { tags, schemas: paymentSchemas.accounts }, async (request) => {
      const user = requireRole(request, 'seller')
      const items = await payee.listAccounts(user.id)
      return { items, total: items.length, sandbox: deps.isSandbox }
    })
  }
  for (const add of [paymentEndpoints.add, paymentEndpoints.addV2]) {
    serveEndpoint(app, add, { tags, schemas: paymentSchemas.add }, async (request) =>
      payee.addAccount(requireRecentSignIn(request, 'high').id, request.body),
    )
  }
  serveEndpoint(
    app,
    paymentEndpoints.remove,
    { tags, schemas: paymentSchemas.remove },
    async (request) =>
      payee.removeAccount(requireRecentSignIn(request, 'high').id, request.params.capId),
  )
  serveEndpoint(
    app,
    paymentEndpoints.isPayable,
    { tags, schemas: paymentSchemas.isPayable },
    async (request) => {
      const user = requireRole(request, 'seller')
      const account = await payee.getAccount(user.id, request.params.capId)
      return { capId: account.capId, isPayable: account.isPayable }
    },
  )
  serveEndpoint(
    app,
    paymentEndpoints.payee,
    { tags, schemas: paymentSchemas.payee },
    async (request) => {
      const user = requireRecentSignIn(request, 'high')
      return { tax: await payee.savePayee(user.id, request.body) }
    },
  )

  serveEndpoint(
    app,
    taxEndpoints.profile,
    { tags, schemas: taxSchemas.profile },
    async (request) => {
      const user = requireRole(request, 'seller')
      // The tax profile is the §6 taxes page's (issue 19): off, the API refuses it too.
      await requireFeature(deps.db, user.id, 'taxesPage')
      return { tax: await payee.getTax(user.id) }
    },
  )
  serveEndpoint(app, taxEndpoints.save, { tags, schemas: taxSchemas.save }, async (request) => {
    const user = requireRecentSignIn(request, 'high')
    await requireFeature(deps.db, user.id, 'taxesPage')
    return { tax: await payee.saveTax(user.id, request.body) }
  })
}
