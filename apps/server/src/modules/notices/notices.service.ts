import type { Locale } from '@app/contract/schemas/common';
import type { AdminNotice, CreateNoticeRequest, Notice } from '@app/contract/schemas/notice';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { pageOfRows } from '../../http/page';
import { notificationMail } from '../../mail/notification-mail';
import { enqueueMails } from '../../mail/outbox';
import { notifySelectedUsers } from '../notifications/notifications.service';
import { presentAdminNotice } from './notices.presenter';
import {
  audienceQuery,
  findNotice,
  findNoticeMailRecipients,
  findNoticePage,
  findNoticeWithAuthor,
  hasRecentDuplicate,
  insertNotice,
  lockNoticePublishing,
  rolesOf,
  updateNoticeCounts,
} from './notices.queries';

/** The same notice (titles, bodies, audience) published again within this many seconds is refused (409). */
export const DUPLICATE_WINDOW_SECONDS = 60;

const MAIL_TEXT: Record<Locale, { subject: string; action: string }> = {
  en: { subject: 'TalentBridge notice: {title}', action: 'Open TalentBridge' },
  ko: { subject: '[TalentBridge 공지] {title}', action: 'TalentBridge 열기' },
};

/**
 * Publishes a notice: the row, one in-app notification per active user of the audience (one INSERT … SELECT, with
 * their live signals and Web Push deliveries), and a mail in each one's language to those who keep e-mail and
 * "service notices" on, all in one transaction. An identical notice published in the last minute is refused.
 */
export async function createNotice(deps: Deps, auth: AuthContext, input: CreateNoticeRequest): Promise<AdminNotice> {
  const notice = await deps.db.transaction(async (tx) => {
    // A double click (or a retried request) must not notify and mail everyone twice.
    await lockNoticePublishing(tx);
    if (await hasRecentDuplicate(tx, input, DUPLICATE_WINDOW_SECONDS)) throw new AppError('NOTICE_DUPLICATE', 409);
    const row = await insertNotice(tx, { ...input, createdBy: auth.userId });
    const notified = await notifySelectedUsers(
      tx,
      'SERVICE_NOTICE',
      { noticeId: row.id, titleEn: row.titleEn, titleKo: row.titleKo },
      audienceQuery(row.audience),
    );
    const recipients = await findNoticeMailRecipients(tx, row.audience);
    await enqueueMails(
      tx,
      recipients.map((to) => {
        const t = MAIL_TEXT[to.locale];
        const title = to.locale === 'ko' ? row.titleKo : row.titleEn;
        return notificationMail(deps.config, to, 'SERVICE_NOTICE', 'noticeNotiFlag', {
          subject: t.subject.replace('{title}', title),
          intro: `${title}\n\n${to.locale === 'ko' ? row.bodyKo : row.bodyEn}`,
          action: { label: t.action, url: `${deps.config.publicUrl}/${to.locale}` },
        });
      }),
    );
    await updateNoticeCounts(tx, row.id, notified.length, recipients.length);
    return { id: row.id, mailCount: recipients.length };
  });
  if (notice.mailCount > 0) deps.kickOutbox();
  const saved = await findNoticeWithAuthor(deps.db, notice.id);
  if (!saved) throw notFound();
  return presentAdminNotice(saved.notice, saved.author);
}

export async function listNotices(deps: Deps, query: { page: number; size: number }) {
  const { rows, total } = await findNoticePage(deps.db, query.page, query.size);
  return pageOfRows(
    rows.map((r) => presentAdminNotice(r.notice, r.author)),
    query.page,
    query.size,
    total,
  );
}

/** A notice for a user of its audience (administrators read every one), in `locale`; 404 for anyone else. */
export async function getNotice(deps: Deps, auth: AuthContext, id: number, locale: Locale): Promise<Notice> {
  const notice = await findNotice(deps.db, id);
  if (!notice) throw notFound();
  if (auth.role !== 'ADMIN' && !(rolesOf(notice.audience) as string[]).includes(auth.role)) throw notFound();
  return {
    id: notice.id,
    title: locale === 'ko' ? notice.titleKo : notice.titleEn,
    body: locale === 'ko' ? notice.bodyKo : notice.bodyEn,
    createdAt: notice.createdAt.toISOString(),
  };
}
