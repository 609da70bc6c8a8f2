// Form rules of the staff sign-in and invitation (messages are keys under `validation.`).
import { z } from 'zod';

export const STAFF_PASSWORD_MIN = 12;
const totp = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'totpFormat');

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'required').email('email'),
  password: z.string().min(1, 'required'),
  totpCode: totp,
});
export type SignInValues = z.infer<typeof signInSchema>;

export const acceptSchema = z
  .object({
    password: z
      .string()
      .min(STAFF_PASSWORD_MIN, 'passwordTooShort')
      .regex(/[a-z]/, 'passwordLower')
      .regex(/[A-Z]/, 'passwordUpper')
      .regex(/\d/, 'passwordDigit'),
    confirm: z.string(),
    totpCode: totp,
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'passwordMismatch' });
export type AcceptValues = z.infer<typeof acceptSchema>;
