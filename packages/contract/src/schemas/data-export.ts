import { z } from 'zod';

export const DataExportStatusSchema = z.enum(['PENDING', 'RUNNING', 'READY', 'FAILED', 'EXPIRED']);

/** A ZIP of everything the caller's account holds; `downloadUrl` while READY and not expired. */
export const DataExportSchema = z.object({
  id: z.number().int(),
  status: DataExportStatusSchema,
  /** 0 to 100. */
  progress: z.number().int(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportListSchema = z.array(DataExportSchema);
