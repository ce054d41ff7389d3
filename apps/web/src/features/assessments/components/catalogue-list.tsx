import type { Assessment } from '@app/contract/schemas/assessment';
import { useTranslation } from 'react-i18next';
import { LevelCard } from './level-card';

type CatalogueListProps = {
  assessments: readonly Assessment[];
  /** Company names by assessment id, for open requests. */
  requestedBy: ReadonlyMap<number, string>;
  onStart: (assessment: Assessment) => void;
};

/** Tracks in catalogue order (ids follow the tracks' order), without loading the schema module for the list. */
function tracksOf(assessments: readonly Assessment[]) {
  return [...new Set([...assessments].sort((a, b) => a.id - b.id).map((a) => a.track))];
}

/** Every track with its three levels. */
export function CatalogueList({ assessments, requestedBy, onStart }: CatalogueListProps) {
  const { t } = useTranslation('assessments');
  return (
    <div className="flex flex-col gap-8">
      {tracksOf(assessments).map((track) => {
        const levels = assessments.filter((a) => a.track === track).sort((a, b) => a.level - b.level);
        if (levels.length === 0) return null;
        const headingId = `track-${track.toLowerCase()}`;
        return (
          <section key={track} aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {t('catalogue.trackHeading', { track: t(`tracks.${track}`) })}
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {levels.map((a) => (
                <LevelCard key={a.id} assessment={a} requestedBy={requestedBy.get(a.id)} onStart={onStart} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
