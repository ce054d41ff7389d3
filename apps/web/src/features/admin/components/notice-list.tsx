import type { AdminNotice } from '@app/contract/schemas/notice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { NOTICE_PAGE_SIZE, useNoticeList } from '../api/notices';
import { pageCountOf } from '../lib/console-params';

/** Sent notices, newest first, each with its reach and both languages' text. */
export function NoticeList() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = useNoticeList(page);
  if (list.isError) return <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const { data, totalElementCount } = list.data;
  if (data.length === 0) return <EmptyState title={t('notices.emptyTitle')} body={t('notices.emptyBody')} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-500" aria-live="polite">
        {t('notices.total', { count: totalElementCount })}
      </p>
      <ul className="flex flex-col gap-3" data-testid="notice-list">
        {data.map((notice) => (
          <NoticeRow key={notice.id} notice={notice} />
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCountOf(totalElementCount, NOTICE_PAGE_SIZE)} onPageChange={setPage} />
    </div>
  );
}

function NoticeRow({ notice }: { notice: AdminNotice }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [title, otherTitle] = lang === 'ko' ? [notice.titleKo, notice.titleEn] : [notice.titleEn, notice.titleKo];
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <Badge tone="brand">{t(`notices.audiences.${notice.audience}`)}</Badge>
        </div>
        <p className="text-sm text-slate-600">{otherTitle}</p>
        <p className="text-sm text-slate-500">
          {[
            formatDateTime(notice.createdAt, lang),
            notice.createdBy ? t('notices.by', { name: notice.createdBy.name || notice.createdBy.email }) : null,
            t('notices.reach', { count: notice.recipientCount, mails: notice.mailCount }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <details className="group text-sm">
          <summary className="cursor-pointer font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
            {t('notices.showText')}
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div lang="en">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('notices.english')}</p>
              <p className="mt-1 font-semibold text-slate-900">{notice.titleEn}</p>
              <p className="mt-1 whitespace-pre-line text-slate-700">{notice.bodyEn}</p>
            </div>
            <div lang="ko">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('notices.korean')}</p>
              <p className="mt-1 font-semibold text-slate-900">{notice.titleKo}</p>
              <p className="mt-1 whitespace-pre-line text-slate-700">{notice.bodyKo}</p>
            </div>
          </div>
        </details>
      </Card>
    </li>
  );
}
