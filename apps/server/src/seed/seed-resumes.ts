import type { Locale } from '@app/contract/schemas/common';
import type { ResumeContent } from '@app/contract/schemas/resume';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applications } from '../db/schema/applications';
import { resumes } from '../db/schema/resumes';
import { users } from '../db/schema/users';
import { readOwnProfile } from '../modules/profiles/profiles.service';
import { contentFromProfile } from '../modules/resumes/resume-content';
import { DEMO_TALENTS } from './demo-accounts';

/**
 * A default résumé version for each demo talent with a profile (in the talent's language; Korean talents get an
 * English one too), and on each demo application the snapshot of the default version, as if sent with it.
 */
export async function seedResumes(tx: Tx) {
  const talents = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TALENTS.map((t) => t.email),
      ),
    );
  for (const talent of talents) {
    const { owner, profile } = await readOwnProfile(tx, talent.id);
    if (profile.profile.id === null) continue;
    const language: Locale = talent.locale === 'ko' ? 'ko' : 'en';
    const content = contentFromProfile(owner, profile);
    const versions: { name: string; language: Locale; content: ResumeContent; isDefault: boolean }[] = [
      { name: language === 'ko' ? '기본 이력서' : 'Résumé', language, content, isDefault: true },
    ];
    if (language === 'ko') {
      versions.push({ name: 'English résumé', language: 'en', content, isDefault: false });
    }
    await tx.insert(resumes).values(versions.map((v) => ({ ...v, userId: talent.id })));
    const sent = await tx
      .select({ id: applications.id, appliedAt: applications.appliedAt })
      .from(applications)
      .where(and(eq(applications.userId, talent.id), isNull(applications.resumeSnapshot)));
    for (const a of sent) {
      await tx
        .update(applications)
        .set({ resumeSnapshot: { name: versions[0]?.name, language, content, sentAt: a.appliedAt.toISOString() } })
        .where(eq(applications.id, a.id));
    }
  }
}
