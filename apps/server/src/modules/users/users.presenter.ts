import type { UserDto } from '@jaunt/contract';
import type { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** The public shape of a user: whitelisted fields, never secrets. */
export function toUserDto(u: UserRow): UserDto {
  return {
    _id: u.id,
    name: u.name,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    market: u.market,
    role: u.role,
    integration: u.integration ?? null,
    onBoarding: u.onBoarding,
    enteredBankingInfo: u.enteredBankingInfo,
    confirmedEmail: u.confirmedEmail,
    termsAccepted: u.termsAcceptedAt !== null,
    signupDate: u.signupDate.toISOString(),
    stripe: { account: u.stripeAccount ?? null },
  };
}
