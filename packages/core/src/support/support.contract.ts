import { z } from 'zod'
import { pageSchema, PageQuerySchema } from '../pagination/pagination.contract.ts'
import { SUPPORT_ATTACHMENT_MAX_BYTES, SUPPORT_ATTACHMENT_TYPES } from './support-attachment.ts'
import {
  ADMIN_SUPPORT_FILTERS,
  SUPPORT_AUTHORS,
  SUPPORT_CASE_STATUSES,
  SUPPORT_MESSAGE_MAX_CHARS,
  SUPPORT_TOPICS,
} from './support-case.ts'

/** Field error codes; each is a message id of the web catalog (en-us-support.ts). */
export const SUPPORT_ERRORS = {
  domainNotYours: 'support.error.domainNotYours',
  transactionNotYours: 'support.error.transactionNotYours',
  attachmentTooLarge: 'support.error.attachmentTooLarge',
  attachmentType: 'support.error.attachmentType',
  caseClosed: 'support.error.caseClosed',
} as const

/** Base64 of at most 5 MB (the decoded size is checked again on the server). */
const BASE64_MAX_CHARS = Math.ceil(SUPPORT_ATTACHMENT_MAX_BYTES / 3) * 4 + 1024

/** A file sent with a message: its name and its bytes as base64 (decision 1041). */
export const SupportAttachmentInputSchema = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  contentBase64: z
    .string()
    .min(1)
    .max(BASE64_MAX_CHARS, { error: SUPPORT_ERRORS.attachmentTooLarge })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
})
export type SupportAttachmentInput = z.infer<typeof SupportAttachmentInputSchema>

const messageText = z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX_CHARS)

/** POST v1/support: a signed-in person opens a case (spec §8). */
export const SupportCaseCreateSchema = z.strictObject({
  topic: z.enum(SUPPORT_TOPICS),
  /** One of the person's own domains (checked on the server). */
  domainName: z.string().trim().toLowerCase().min(1).max(253).optional(),
  /** One of the person's own sales or purchases (checked on the server). */
  transactionId: z.uuid().optional(),
  message: messageText,
  attachment: SupportAttachmentInputSchema.optional(),
})
export type SupportCaseCreate = z.infer<typeof SupportCaseCreateSchema>

/** POST v1/support/user: a signed-out visitor opens a case; replies go by e-mail (decision 1042). */
export const GuestSupportCaseCreateSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  topic: z.enum(SUPPORT_TOPICS),
  /** Free text: a visitor's domain cannot be checked. */
  domainName: z.string().trim().toLowerCase().max(253).optional(),
  message: messageText,
})
export type GuestSupportCaseCreate = z.infer<typeof GuestSupportCaseCreateSchema>

export const GuestSupportCaseCreatedSchema = z.object({
  /** The case's reference, also in the confirmation e-mail. */
  reference: z.string(),
})
export type GuestSupportCaseCreated = z.infer<typeof GuestSupportCaseCreatedSchema>

/** A seller's reply, or support's (admin) reply. */
export const SupportReplySchema = z.strictObject({
  message: messageText,
  attachment: SupportAttachmentInputSchema.optional(),
})
export type SupportReply = z.infer<typeof SupportReplySchema>

export const SupportCaseParamsSchema = z.object({ caseId: z.uuid() })
export const SupportAttachmentParamsSchema = z.object({
  caseId: z.uuid(),
  attachmentId: z.uuid(),
})

export const SupportAttachmentSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  contentType: z.enum(SUPPORT_ATTACHMENT_TYPES),
  sizeBytes: z.number().int().min(0),
})
export type SupportAttachment = z.infer<typeof SupportAttachmentSchema>

export const SupportMessageSchema = z.object({
  messageId: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  /** The customer's name, or "Namefolio support" for support. */
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  attachment: SupportAttachmentSchema.nullable(),
})
export type SupportMessage = z.infer<typeof SupportMessageSchema>

export const SupportCaseSummarySchema = z.object({
  caseId: z.string(),
  reference: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_CASE_STATUSES),
  domainName: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** The first message, cut short. */
  preview: z.string(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Support's replies the customer has not opened yet. */
  unreadReplies: z.number().int().min(0),
  requester: z.object({ name: z.string(), email: z.string(), isGuest: z.boolean() }),
})
export type SupportCaseSummary = z.infer<typeof SupportCaseSummarySchema>

export const SupportCaseDetailSchema = SupportCaseSummarySchema.extend({
  messages: z.array(SupportMessageSchema),
})
export type SupportCaseDetail = z.infer<typeof SupportCaseDetailSchema>

export const SupportCaseListQuerySchema = PageQuerySchema
export const SupportCaseListSchema = pageSchema(SupportCaseSummarySchema)
export type SupportCaseList = z.infer<typeof SupportCaseListSchema>
export const AdminSupportListQuerySchema = PageQuerySchema.extend({
  status: z.enum(ADMIN_SUPPORT_FILTERS).default('ACTIVE'),
})

/** What the form offers to pick from: the person's own recent sales and purchases. */
export const SupportChoicesSchema = z.object({
  transactions: z.array(
    z.object({
      transactionId: z.string(),
      domainName: z.string(),
      kind: z.string(),
      side: z.enum(['SELLER', 'BUYER']),
      saleDate: z.string(),
    }),
  ),
})
export type SupportChoices = z.infer<typeof SupportChoicesSchema>
