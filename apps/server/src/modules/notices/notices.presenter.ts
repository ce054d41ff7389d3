import { formatName } from '@app/contract/rules/names';
import type { AdminNotice } from '@app/contract/schemas/notice';
import type { NoticeRow } from './notices.queries';

/** The notice's author as the admin console shows it (null once the account is gone). */
export type Author = {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
} | null;

export function presentAdminNotice(notice: NoticeRow, author: Author): AdminNotice {
  return {
    id: notice.id,
    titleEn: notice.titleEn,
    titleKo: notice.titleKo,
    bodyEn: notice.bodyEn,
    bodyKo: notice.bodyKo,
    audience: notice.audience,
    recipientCount: notice.recipientCount,
    mailCount: notice.mailCount,
    createdBy:
      author?.id != null
        ? {
            id: author.id,
            name: formatName(author.firstName ?? '', author.lastName ?? ''),
            email: author.email ?? '',
          }
        : null,
    createdAt: notice.createdAt.toISOString(),
  };
}
