import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/spinner';

/** Cards of grey bars while the profile loads. */
export function ProfileSkeleton({ cards = 4 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" role="status" aria-label={t('states.loading')}>
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={i} className="flex flex-col gap-4 p-6">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </Card>
      ))}
    </div>
  );
}
