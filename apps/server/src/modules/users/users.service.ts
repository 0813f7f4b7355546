import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  signupRole,
  TEXT,
  type AuthResponse,
  type SignupBody,
  type UserDto,
  type updateUserAdminBody,
  type changePasswordBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { revokeUserSessions } from '../auth/auth.repo.ts';
import { sendConfirmationMail } from '../auth/mail-confirmation.service.ts';
import { createSession } from '../auth/sessions.ts';
import { toUserDto } from './users.presenter.ts';
import {
  assertCanEditUser,
  assertCanSeeBusinessStaff,
  assertIsSelf,
  assertMayChangeAccountFields,
} from './users.policy.ts';
import * as repo from './users.repo.ts';

export const EMAIL_IN_USE = 'This email address is already in use.';

const emailInUse = () => new AppError('CONFLICT', EMAIL_IN_USE, { email: EMAIL_IN_USE });

/**
 * Sign-up: only partner or user (any other requested role becomes user). Opens a session
 * and mails the confirmation link.
 */
export async function signup(
  ctx: AppContext,
  body: SignupBody,
  req: FastifyRequest,
): Promise<AuthResponse> {
  const role = signupRole(body.role);
  const now = new Date();
  const values = {
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName,
    lastName: body.lastName,
    name: `${body.firstName} ${body.lastName}`,
    phone: body.phone,
    market: body.market,
    role,
    marketing: body.marketing,
    integration: role === 'partner' && body.integration ? { name: body.integration.name } : null,
    onBoarding: role === 'partner',
    termsAcceptedAt: now,
    signupDate: now,
    ipAddress: req.ip,
  };
  if (await repo.findUserByEmail(ctx.db, body.email)) throw emailInUse();
  const user = await repo.insertUser(ctx.db, values);
  if (!user) throw emailInUse();
  if (body.marketing) {
    await repo.subscribeToMailingList(ctx.db, { ...body, partner: role === 'partner' });
  }
  const token = await createSession(ctx, user.id, req);
  await sendConfirmationMail(ctx, user, body.returnUrl);
  const dto = toUserDto(user);
  ctx.realtime.save('user', dto, { users: [dto._id] });
  return { token, user: dto };
}

export function me(actor: AuthUser): UserDto {
  return toUserDto(actor);
}

/** Updates an account: self or admin; role, email and confirmedEmail only by an admin. */
export async function updateAccount(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  body: z.infer<typeof updateUserAdminBody>,
): Promise<UserDto> {
  assertCanEditUser(actor, id);
  const target = id === actor.id ? actor : await repo.findUserById(ctx.db, id);
  if (!target) throw notFound('User not found');
  assertMayChangeAccountFields(actor, target, body);
  const { terms, ...fields } = body;
  if (fields.email && fields.email !== target.email) {
    const other = await repo.findUserByEmail(ctx.db, fields.email);
    if (other) throw emailInUse();
  }
  const updated = await repo.updateUser(ctx.db, id, {
    ...fields,
    ...(terms ? { termsAcceptedAt: new Date() } : {}),
  });
  if (!updated) throw notFound('User not found');
  const dto = toUserDto(updated);
  ctx.realtime.save('user', dto, { users: [dto._id] });
  return dto;
}

/** Changes one's own password and signs out every other session. */
export async function changePassword(
  ctx: AppContext,
  actor: AuthUser,
  sessionId: string | null,
  id: string,
  body: z.infer<typeof changePasswordBody>,
): Promise<{ ok: true }> {
  assertIsSelf(actor, id);
  if (ctx.config.DEMO_MODE) throw forbidden(TEXT.demoPasswordChange);
  if (!(await verifyPassword(actor.passwordHash, body.oldPassword))) {
    throw badRequest(TEXT.incorrectPassword, { oldPassword: TEXT.incorrectPassword });
  }
  await repo.updateUser(ctx.db, id, { passwordHash: await hashPassword(body.newPassword) });
  await revokeUserSessions(ctx.db, id, sessionId);
  return { ok: true };
}

export async function usersByRole(ctx: AppContext, role: string): Promise<UserDto[]> {
  return (await repo.listUsersByRole(ctx.db, role)).map(toUserDto);
}

/** The accounts of a business's staff (matched by the emails in its staff list). */
export async function usersOfBusiness(
  ctx: AppContext,
  actor: AuthUser,
  businessId: string,
): Promise<UserDto[]> {
  const business = await repo.findBusiness(ctx.db, businessId);
  if (!business) throw notFound('Business not found');
  assertCanSeeBusinessStaff(actor, business);
  const emails = business.staff.map((s) => s.email.trim().toLowerCase()).filter(Boolean);
  return (await repo.listUsersByEmails(ctx.db, emails)).map(toUserDto);
}
