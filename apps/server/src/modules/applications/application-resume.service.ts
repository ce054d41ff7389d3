import type { ApplicationResume } from '@app/contract/schemas/resume';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import {
  findApplicationAttachment,
  listApplicationAttachments,
  printResume,
  type ResumeSnapshot,
} from '../resumes/application-snapshot.service';
import { assertSeesPosting } from '../team/team.scope.service';
import { findCompanyApplication } from './application-lifecycle.service';

/* The company's view of what an application sent: the résumé as it was, the cover letter and the files. */

async function sentApplication(deps: Deps, auth: AuthContext, organizationId: number, applicationId: number) {
  assertMemberOf(auth, organizationId);
  const found = await findCompanyApplication(deps.db, organizationId, applicationId, false);
  await assertSeesPosting(deps.db, auth, found.application.postingId);
  return found;
}

export async function getApplicationResume(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
): Promise<ApplicationResume> {
  const { application } = await sentApplication(deps, auth, organizationId, applicationId);
  const attachments = await listApplicationAttachments(deps.db, application.id);
  const snapshot = application.resumeSnapshot as ResumeSnapshot | null;
  return {
    applicationId: application.id,
    resume: snapshot ? { ...snapshot, fromProfile: snapshot.fromProfile ?? false } : null,
    coverLetter: application.coverLetter,
    attachments: attachments.map((a) => ({
      id: a.id,
      kind: a.kind,
      fileName: a.fileName,
      contentType: a.contentType,
      sizeBytes: a.sizeBytes,
    })),
  };
}

/** The sent résumé printed in its language, stamped with the company's name and today's date (UTC). */
export async function applicationResumePdf(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  now = new Date(),
) {
  const { application, context } = await sentApplication(deps, auth, organizationId, applicationId);
  const snapshot = application.resumeSnapshot as ResumeSnapshot | null;
  if (!snapshot) throw notFound();
  const bytes = await printResume(snapshot.content, snapshot.language, {
    title: `${snapshot.content.basics.name} – ${context.posting.title}`,
    watermark: { company: context.org.name, date: now.toISOString().slice(0, 10) },
  });
  return { bytes, fileName: `${snapshot.content.basics.name}-${snapshot.name}.pdf` };
}

export async function readApplicationAttachment(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  applicationId: number,
  attachmentId: number,
) {
  const { application } = await sentApplication(deps, auth, organizationId, applicationId);
  const attachment = await findApplicationAttachment(deps.db, application.id, attachmentId);
  if (!attachment) throw notFound();
  const bytes = await deps.storage.get(attachment.storageKey);
  if (!bytes) throw notFound();
  return { file: attachment, bytes };
}
