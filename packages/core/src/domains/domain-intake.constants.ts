/** The zod-free values of `domain-intake.contract.ts`, for the browser (decision 1265). */

/** Message keys the add flow uses beyond spec §5's (decision 702). */
export const INTAKE_MESSAGE_KEYS = {
  inPortfolio: 'domains.form.error.alreadyExists.inPortfolio',
  ownershipRequested: 'domains.form.error.alreadyExists.ownershipRequested',
  verificationRequired: 'domains.form.error.verificationRequired',
  duplicateInFile: 'domains.upload.error.duplicate',
  emptyRow: 'domains.upload.error.emptyRow',
} as const

export const VERIFICATION_STATES = ['PENDING', 'VERIFIED', 'EXPIRED'] as const
