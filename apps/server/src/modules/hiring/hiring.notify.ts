import { formatName } from '@app/contract/rules/names';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { ApplicationContext, ApplicationRow } from '../applications/application-lifecycle.service';
import {
  type CompanyMailKind,
  type HiringMailValues,
  mailCompany,
  mailTalent,
  type TalentMailKind,
} from './hiring.mails';
import { findRecipient } from './hiring.queries';

/*
 * Mails that follow a move (the in-app notification is the lifecycle's). Each use case says whether and with what:
 * the company chooses per decision, and the recipients' settings decide the rest (hiring.mails.ts).
 */

/** Mails the talent about their application; returns whether a mail was queued. */
export function mailTalentAbout(
  deps: Deps,
  tx: DbOrTx,
  application: ApplicationRow,
  context: ApplicationContext,
  kind: TalentMailKind,
  mail: Pick<HiringMailValues, 'content' | 'interview' | 'attachments'>,
) {
  return mailTalent(tx, deps.config, kind, application.userId, {
    companyName: context.org.name,
    title: context.posting.title,
    postingId: context.posting.id,
    ...mail,
  });
}

/** Mails the organization's members who keep e-mail and "job decisions" on, naming the talent; returns how many. */
export async function mailCompanyAbout(
  deps: Deps,
  tx: DbOrTx,
  application: ApplicationRow,
  context: ApplicationContext,
  kind: CompanyMailKind,
  mail: Pick<HiringMailValues, 'content' | 'interview' | 'attachments'> = {},
) {
  const talent = await findRecipient(tx, application.userId);
  return mailCompany(tx, deps.config, kind, context.posting.organizationId, {
    companyName: context.org.name,
    title: context.posting.title,
    postingId: context.posting.id,
    talentName: talent ? formatName(talent.firstName, talent.lastName) : '',
    ...mail,
  });
}
