import type { MemberRole } from '@app/contract/rules/member-roles';
import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { renderActionMail } from '../../mail/templates';

/** The role as the invitation's sentence needs it ("as a recruiter", "채용 담당자로"). */
const ROLE_PHRASE: Record<Locale, Record<MemberRole, string>> = {
  en: { OWNER: 'an owner', RECRUITER: 'a recruiter', INTERVIEWER: 'an interviewer' },
  ko: { OWNER: '소유자로', RECRUITER: '채용 담당자로', INTERVIEWER: '면접관으로' },
};

/** Queues the invitation mail in the caller's transaction, in the language the owner chose. */
export async function sendInvitationMail(
  db: DbOrTx,
  publicUrl: string,
  invitation: { email: string; locale: Locale; memberRole: MemberRole; token: string },
  from: { inviter: string; company: string },
) {
  const { email, locale, memberRole, token } = invitation;
  const link = `${publicUrl}/${locale}/team/invitation?token=${encodeURIComponent(token)}`;
  const mail = renderActionMail('TEAM_INVITATION', locale, email, link, {
    inviter: from.inviter,
    company: from.company,
    role: ROLE_PHRASE[locale][memberRole],
  });
  await enqueueMail(db, { to: email, ...mail, kind: 'TEAM_INVITATION', locale });
}
