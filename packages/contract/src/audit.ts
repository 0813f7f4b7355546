import { z } from 'zod';

/** GET /api/admin/audit: who changed what and when, newest first (admin only). */
export const auditQuery = z.object({
  entity: z.string().max(40).optional(),
  entityId: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  skip: z.coerce.number().int().min(0).default(0),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntryDto = z.object({
  _id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryDto>;
