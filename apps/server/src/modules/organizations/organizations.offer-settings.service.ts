import type { OfferSettings } from '@app/contract/schemas/offer';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { forbidden, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import {
  findActiveOwnerIds,
  findMemberRole,
  findOffersNeedApproval,
  updateOffersNeedApproval,
} from './organizations.offer-settings.queries';

/*
 * Who approves job offers, and whether they must (decision 037). Owners are `organization_members.member_role =
 * 'OWNER'`; every other role makes offers that wait for an owner when the organization asks for approval.
 */

/** Whether the caller is an owner of the organization (read from the table, not the cached session). */
export async function isOrganizationOwner(db: DbOrTx, organizationId: number, userId: number) {
  return (await findMemberRole(db, organizationId, userId)) === 'OWNER';
}

/** 403 unless the caller (already known to be a member) is an owner. */
export async function assertOrganizationOwner(db: DbOrTx, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  if (!(await isOrganizationOwner(db, organizationId, auth.userId))) throw forbidden();
}

export async function offersNeedApproval(db: DbOrTx, organizationId: number) {
  return (await findOffersNeedApproval(db, organizationId)) ?? false;
}

export function findOfferApproverIds(db: DbOrTx, organizationId: number) {
  return findActiveOwnerIds(db, organizationId);
}

/** `GET …/offer-settings`: any member reads it (and learns whether they may change it). */
export async function getOfferSettings(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  const value = await findOffersNeedApproval(deps.db, organizationId);
  if (value === null) throw notFound();
  return { offersNeedApproval: value, isOwner: await isOrganizationOwner(deps.db, organizationId, auth.userId) };
}

/** `PUT …/offer-settings`: owners only (403 for other members). Offers already waiting keep waiting. */
export async function setOfferSettings(deps: Deps, auth: AuthContext, organizationId: number, input: OfferSettings) {
  await assertOrganizationOwner(deps.db, auth, organizationId);
  await updateOffersNeedApproval(deps.db, organizationId, input.offersNeedApproval);
  return { offersNeedApproval: input.offersNeedApproval, isOwner: true };
}
