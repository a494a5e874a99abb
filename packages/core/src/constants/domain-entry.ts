/** How much a seller may add at once (spec §5, §9). */

export const MAX_DOMAINS_PER_ENTRY = 50
export const UPLOAD_FILE_SIZE_LIMIT_BYTES = 1_073_741_824
