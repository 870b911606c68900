/** A refusal that another attempt would meet again (the dataset said 4xx, the user is gone). */
export class PermanentExportError extends Error {}
