/** Bank account rules for the two billing countries (spec partner-and-staff sections 5 and 9). */
import { z } from 'zod';

export const BANK_ACCOUNT_MISMATCH = "Make sure you've entered your bank account correctly.";

const digits = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), {
      error:
        min === max ? `${label} must be ${min} digits` : `${label} must be ${min} to ${max} digits`,
    });

/** The bank account must equal its confirmation. */
const matchingAccount = (v: { accountNumber: string; accountNumberConfirm: string }) =>
  v.accountNumber === v.accountNumberConfirm;
const mismatch = { path: ['accountNumberConfirm'], error: BANK_ACCOUNT_MISMATCH };

/** US bank: routing number 9 digits, account 10 to 12 digits. */
export const usBankAccountSchema = z
  .object({
    country: z.literal('US'),
    routingNumber: digits(9, 9, 'Routing number'),
    accountNumber: digits(10, 12, 'Account number'),
    accountNumberConfirm: z.string().trim(),
  })
  .refine(matchingAccount, mismatch);

/** Canadian bank: transit 5 digits, institution 3, account 5 to 12. */
export const caBankAccountSchema = z
  .object({
    country: z.literal('CA'),
    transitNumber: digits(5, 5, 'Transit number'),
    institutionNumber: digits(3, 3, 'Institution number'),
    accountNumber: digits(5, 12, 'Account number'),
    accountNumberConfirm: z.string().trim(),
  })
  .refine(matchingAccount, mismatch);

export const bankAccountSchema = z.discriminatedUnion('country', [
  usBankAccountSchema,
  caBankAccountSchema,
]);
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** The Canadian routing number is the transit number followed by the institution number. */
export const canadianRoutingNumber = (transit: string, institution: string): string =>
  `${transit.trim()}${institution.trim()}`;

/** The routing number sent to the payment provider for either country. */
export const routingNumber = (bank: BankAccount): string =>
  bank.country === 'CA'
    ? canadianRoutingNumber(bank.transitNumber, bank.institutionNumber)
    : bank.routingNumber;
