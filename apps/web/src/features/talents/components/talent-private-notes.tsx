import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { TalentMemos } from './talent-memos';
import { TalentTagsEditor } from './talent-tags-editor';

/** Tags and memos only the talent's viewers in this organization see (never the talent, never other companies). */
export function TalentPrivateNotes({ talentId, tags }: { talentId: number; tags: string[] }) {
  const { t } = useTranslation('talents');
  return (
    <Card className="flex flex-col gap-5 p-5" data-testid="private-notes">
      <div>
        <h2 className="font-semibold text-slate-900">{t('notes.title')}</h2>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-amber-800">
          <LockIcon />
          {t('notes.privacy')}
        </p>
      </div>
      <TalentTagsEditor talentId={talentId} tags={tags} />
      <div className="border-t border-slate-200 pt-5">
        <TalentMemos talentId={talentId} />
      </div>
    </Card>
  );
}

function LockIcon() {
  return (
    <svg
      aria-hidden="true"
      width={14}
      height={14}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
