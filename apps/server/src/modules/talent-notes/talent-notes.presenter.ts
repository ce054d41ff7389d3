import type { TalentMemo } from '@app/contract/schemas/talent-group';
import type { MemoRow } from './talent-notes.queries';

export function presentMemo({ memo, author }: MemoRow): TalentMemo {
  return {
    id: memo.id,
    talentId: memo.talentUserId,
    content: memo.content,
    author: author ? { id: author.id, firstName: author.firstName, lastName: author.lastName } : null,
    createdAt: memo.createdAt.toISOString(),
    updatedAt: memo.updatedAt.toISOString(),
  };
}
