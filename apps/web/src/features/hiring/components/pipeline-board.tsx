import type { ApplicationStatus, CompanyStageAction } from '@app/contract/rules/application-state';
import type { CandidateCard } from '@app/contract/schemas/hiring';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { BOARD_STAGES, boardTargets, moveForDrop } from '../lib/board';
import { type BoardMove, BoardMoveDialogs } from './board-move-dialogs';

type Props = {
  orgId: number;
  jobId: number;
  cards: CandidateCard[];
  counts: Partial<Record<ApplicationStatus, number>>;
  /** False for interviewers: cards show, nothing moves. */
  canMove: boolean;
};

/**
 * The board view: a column per stage with its count, cards dragged (pointer or keyboard: space, arrows, space) or
 * moved with their "Move to" menu to the stages the state rule allows. A move opens the same dialog as the buttons;
 * reviewing opens the application.
 */
export function PipelineBoard({ orgId, jobId, cards, counts, canMove }: Props) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const navigate = useNavigate();
  const [move, setMove] = useState<BoardMove | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const detailPath = (appId: number) => `/${lang}/company/mypage/manage-recruitment/${jobId}/candidates/${appId}`;

  const ask = (card: CandidateCard, action: CompanyStageAction) => {
    if (action === 'REVIEW') {
      navigate(detailPath(card.applicationId));
      return;
    }
    const name = formatName(card.userSummaryDTO.firstName, card.userSummaryDTO.lastName, lang);
    setMove({
      action,
      appId: card.applicationId,
      candidateId: card.userSummaryDTO.id,
      name,
      talentTimeZone: card.userSummaryDTO.timeZone ?? null,
    });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const card = cards.find((c) => c.applicationId === active.id);
    if (!card || !over) return;
    const to = over.id as ApplicationStatus;
    const action = moveForDrop(card.status, to);
    if (action) ask(card, action);
    else if (to !== card.status) toast.error(t('board.notAllowed', { stage: t(`status.${to}`) }));
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('board.dragInstructions') },
        }}
      >
        <div className="-mx-4 overflow-x-auto px-4 pb-2" data-testid="pipeline-board">
          <ol className="flex min-w-max gap-3">
            {BOARD_STAGES.map((stage) => (
              <Column key={stage} stage={stage} count={counts[stage] ?? 0}>
                {cards
                  .filter((c) => c.status === stage)
                  .map((card) => (
                    <BoardCard
                      key={card.applicationId}
                      card={card}
                      to={detailPath(card.applicationId)}
                      onMove={canMove ? ask : null}
                    />
                  ))}
              </Column>
            ))}
          </ol>
        </div>
      </DndContext>
      <BoardMoveDialogs orgId={orgId} jobId={jobId} move={move} onClose={() => setMove(null)} />
    </>
  );
}

function Column({ stage, count, children }: { stage: ApplicationStatus; count: number; children: React.ReactNode }) {
  const { t } = useTranslation('hiring');
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `board-${stage}`;
  return (
    <li
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`board-column-${stage}`}
      className={clsx(
        'flex w-64 shrink-0 flex-col gap-2 rounded-xl border bg-slate-50 p-2',
        isOver ? 'border-brand-400 bg-brand-50' : 'border-slate-200',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold text-slate-800">
        {t(`status.${stage}`)}
        <span className="rounded-full bg-white px-2 text-xs text-slate-600" data-testid="board-count">
          {t('board.count', { count })}
        </span>
      </h2>
      <ul className="flex min-h-16 flex-col gap-2">{children}</ul>
    </li>
  );
}

type CardProps = {
  card: CandidateCard;
  to: string;
  onMove: ((card: CandidateCard, action: CompanyStageAction) => void) | null;
};

function BoardCard({ card, to, onMove }: CardProps) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const name = formatName(card.userSummaryDTO.firstName, card.userSummaryDTO.lastName, lang);
  const targets = onMove ? boardTargets(card.status) : [];
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: card.applicationId,
    disabled: targets.length === 0,
  });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={clsx('rounded-lg border border-slate-200 bg-white p-3 shadow-sm', isDragging && 'z-10 shadow-lg')}
      data-testid="board-card"
      data-application-id={card.applicationId}
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={to} className="font-medium break-words text-slate-900 hover:underline">
          {name}
        </Link>
        {targets.length > 0 ? (
          <button
            type="button"
            className="cursor-grab rounded px-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={t('board.drag', { name })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </button>
        ) : null}
      </div>
      {card.userSummaryDTO.jobPosition ? (
        <p className="mt-0.5 text-xs text-slate-600">{card.userSummaryDTO.jobPosition}</p>
      ) : null}
      {targets.length > 0 ? (
        <label className="mt-2 flex flex-col gap-1 text-xs text-slate-600">
          {t('board.moveTo', { name })}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800"
            value=""
            onChange={(e) => {
              const target = targets.find((m) => m.to === e.target.value);
              if (target) onMove?.(card, target.action);
            }}
          >
            <option value="">{t('board.choose')}</option>
            {targets.map((m) => (
              <option key={m.to} value={m.to}>
                {t(`status.${m.to}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </li>
  );
}
