import type { Locale } from '@app/contract/schemas/common';
import type { ApplyRequestSchema, ResumeContent } from '@app/contract/schemas/resume';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { readOwnProfile } from '../profiles/profiles.service';
import { contentFromProfile } from './resume-content';
import {
  findAttachment,
  findAttachments,
  findDefaultResume,
  findResume,
  findTalentFilesByIds,
  replaceAttachments,
} from './resumes.queries';

/* What an application sends (decision 038): a frozen copy of a résumé version and references to the chosen files. */

export type ApplyChoice = z.output<typeof ApplyRequestSchema>;
export type ResumeSnapshot = {
  name: string;
  language: Locale;
  content: ResumeContent;
  sentAt: string;
  /** No version chosen or kept: the profile as it was (absent in snapshots taken before this was recorded). */
  fromProfile?: boolean;
};

/**
 * The résumé to send: the chosen version, else the default one, else the profile as it is now (a talent who never
 * made a version). A version or file that is not the caller's is a 400 on its field.
 */
export async function prepareApplicationSnapshot(
  tx: DbOrTx,
  userId: number,
  choice: ApplyChoice,
  locale: Locale,
  now: Date,
) {
  const chosen = choice.resumeId ? await findResume(tx, userId, choice.resumeId) : await findDefaultResume(tx, userId);
  if (choice.resumeId && !chosen) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'resumeId', key: 'validation.invalid' }]);
  }
  let snapshot: ResumeSnapshot;
  if (chosen) {
    snapshot = {
      name: chosen.name,
      language: chosen.language,
      content: chosen.content as ResumeContent,
      sentAt: now.toISOString(),
    };
  } else {
    const { owner, profile } = await readOwnProfile(tx, userId);
    snapshot = {
      name: locale === 'ko' ? '프로필' : 'Profile',
      language: locale,
      content: contentFromProfile(owner, profile),
      sentAt: now.toISOString(),
      fromProfile: true,
    };
  }
  const files = await findTalentFilesByIds(tx, userId, choice.fileIds);
  if (files.length !== choice.fileIds.length) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'fileIds', key: 'validation.invalid' }]);
  }
  const order = new Map(choice.fileIds.map((id, i) => [id, i]));
  const attachments = files
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((f) => ({
      kind: f.kind,
      storageKey: f.storageKey,
      fileName: f.fileName,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
    }));
  return { snapshot, attachments };
}

/** Records the files an application sent, replacing those of an earlier (withdrawn) round. */
export function attachFilesToApplication(
  tx: DbOrTx,
  applicationId: number,
  attachments: Awaited<ReturnType<typeof prepareApplicationSnapshot>>['attachments'],
) {
  return replaceAttachments(tx, applicationId, attachments);
}

/** The files an application sent, in the order chosen. */
export function listApplicationAttachments(db: DbOrTx, applicationId: number) {
  return findAttachments(db, applicationId);
}

/** One file an application sent, or null. */
export function findApplicationAttachment(db: DbOrTx, applicationId: number, attachmentId: number) {
  return findAttachment(db, applicationId, attachmentId);
}

export { renderResumePdf as printResume } from './resume-pdf';
