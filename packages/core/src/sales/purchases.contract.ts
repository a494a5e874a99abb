import { z } from 'zod'

/** POST /api/v1/purchases/leases/{id}/installments/next/pay (issue 13, decision 951). */
export const InstallmentPaymentSchema = z.object({
  transactionId: z.string(),
  installmentId: z.string(),
  seq: z.number().int(),
  paidMicros: z.number().int(),
})
export type InstallmentPayment = z.infer<typeof InstallmentPaymentSchema>
