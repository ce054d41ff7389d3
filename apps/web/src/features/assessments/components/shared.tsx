import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';

/** "Frontend Level 1 · Fundamentals" in the current language (names are built here, so a switch is instant). */
export function useAssessmentName() {
  const { t } = useTranslation('assessments');
  return (track: AssessmentTrack, level: number) =>
    t('assessmentName', { track: t(`tracks.${track}`), level: t(`levels.${String(level) as '1' | '2' | '3'}`) });
}

/** Passed (70 or more) or not, in words and colour. */
export function ResultBadge({ passed }: { passed: boolean }) {
  const { t } = useTranslation('assessments');
  return (
    <Badge
      tone={passed ? 'success' : 'danger'}
      className="print:border print:border-black print:bg-white print:text-black"
    >
      {passed ? t('result.passed') : t('result.failed')}
    </Badge>
  );
}

export const catalogueBasePath = '/talent/mypage/skill-assessment';
export const attemptPath = (attemptId: number) => `${catalogueBasePath}/attempt/${attemptId}`;
