import { z } from 'zod';

const BitName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . -');
const bitFields = z.strictObject({ name: BitName, value: z.json() });
export const CreateBitBody = bitFields;
export const UpdateBitBody = bitFields.partial();
export const BitView = z.object({ uid: z.string(), name: z.string(), value: z.unknown(), createdAt: z.string(), updatedAt: z.string() });
