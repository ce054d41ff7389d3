import type { Locale } from '@app/contract/schemas/common';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { jobTitles, skills } from '../../db/schema/catalog';
import { jobPostings } from '../../db/schema/postings';
import { interestJobRoles, interestSkills, profileJobRoles, profileTechStacks } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { notificationMail } from '../../mail/notification-mail';
import { enqueueMails } from '../../mail/outbox';
import { findMailRecipients, wantsMail } from '../../mail/recipients';
import { notifySelectedUsers } from '../notifications/notifications.service';
import type { PostingRow } from './postings.queries';
import { RECOMMENDATION_WEIGHTS } from './recommendations.queries';

/** At most this many talents (the best matches) are told about one posting. */
export const MATCHING_TALENTS_MAX = 500;

const TEXT: Record<Locale, { subject: string; intro: string; action: string }> = {
  en: {
    subject: 'New job for you: {title} at {company}',
    intro: '{company} just published "{title}", which matches the skills and interests in your profile.',
    action: 'See the job',
  },
  ko: {
    subject: '[TalentBridge] 맞춤 채용 공고: {company} {title}',
    intro: '{company}에서 회원님의 프로필 기술과 관심 분야에 맞는 "{title}" 공고를 게시했습니다.',
    action: '공고 보기',
  },
};

/**
 * Talents whose profile (job roles, tech stacks) or interests (job titles, skills) share a category with the
 * posting, each with the recommendation score (the same weights as the recommended jobs list).
 */
function matchingTalentScores(posting: Pick<PostingRow, 'jobRoleCategoryIds' | 'skillCategoryIds'>): SQL | null {
  const w = RECOMMENDATION_WEIGHTS;
  const roles = posting.jobRoleCategoryIds;
  const stacks = posting.skillCategoryIds;
  const parts: SQL[] = [];
  if (roles.length > 0) {
    parts.push(
      sql`select ${profileJobRoles.userId} as user_id, ${w.JOB_ROLE}::int as weight from ${profileJobRoles} where ${inArray(profileJobRoles.categoryId, roles)}`,
      sql`select ${interestJobRoles.userId}, ${w.INTEREST_JOB_ROLE}::int from ${interestJobRoles} join ${jobTitles} on ${jobTitles.id} = ${interestJobRoles.jobTitleId} where ${inArray(jobTitles.categoryId, roles)}`,
    );
  }
  if (stacks.length > 0) {
    parts.push(
      sql`select ${profileTechStacks.userId}, ${w.TECH_STACK}::int from ${profileTechStacks} where ${inArray(profileTechStacks.categoryId, stacks)}`,
      sql`select ${interestSkills.userId}, ${w.INTEREST_SKILL}::int from ${interestSkills} join ${skills} on ${skills.id} = ${interestSkills.skillId} where ${inArray(skills.categoryId, stacks)}`,
    );
  }
  if (parts.length === 0) return null;
  return sql`select user_id, sum(weight) as score from (${sql.join(parts, sql` union all `)}) m group by user_id`;
}

/**
 * Tells matching talents about a posting that has just been shown, once per posting: in the caller's transaction,
 * the posting is claimed (`match_notified_at`), the in-app notifications are created by one INSERT … SELECT for the
 * best MATCHING_TALENTS_MAX active talents (with their live signals and Web Push deliveries), and those who keep
 * e-mail and "recommended jobs" on are mailed.
 * A posting whose dates have not begun (or are over) is not announced. Returns how many mails were queued.
 */
export async function announceToMatchingTalents(
  tx: DbOrTx,
  config: Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>,
  posting: PostingRow,
  companyName: string,
  now = new Date(),
  limit = MATCHING_TALENTS_MAX,
): Promise<number> {
  if (posting.startedAt > now || posting.endedAt < now) return 0;
  const claimed = await tx
    .update(jobPostings)
    .set({ matchNotifiedAt: now })
    .where(and(eq(jobPostings.id, posting.id), isNull(jobPostings.matchNotifiedAt)))
    .returning({ id: jobPostings.id });
  if (claimed.length === 0) return 0;
  const scores = matchingTalentScores(posting);
  if (!scores) return 0;
  const params = { jobPostingId: posting.id, title: posting.title, companyName };
  const userIds = await notifySelectedUsers(
    tx,
    'MATCHING_POSTING_PUBLISHED',
    params,
    sql`select ${users.id} as user_id
    from (${scores}) s
    join ${users} on ${users.id} = s.user_id
    where ${users.role} = 'NORMAL' and ${users.status} = 'ACTIVE'
    order by s.score desc, ${users.id} desc
    limit ${limit}`,
  );
  const recipients = (await findMailRecipients(tx, userIds)).filter((r) => wantsMail(r, 'recommendedJobNotiFlag'));
  await enqueueMails(
    tx,
    recipients.map((to) => {
      const t = TEXT[to.locale];
      const fill = (s: string) => s.replaceAll('{company}', companyName).replaceAll('{title}', posting.title);
      return notificationMail(config, to, 'MATCHING_POSTING_PUBLISHED', 'recommendedJobNotiFlag', {
        subject: fill(t.subject),
        intro: fill(t.intro),
        action: { label: t.action, url: `${config.publicUrl}/${to.locale}/talent/careers/${posting.id}` },
      });
    }),
  );
  return recipients.length;
}
