import type { Resume, ResumeContent, TalentFile } from '@app/contract/schemas/resume';
import type { ResumeRow, TalentFileRow } from './resumes.queries';

export function presentResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    isDefault: row.isDefault,
    content: row.content as ResumeContent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentTalentFile(row: TalentFileRow): TalentFile {
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}
