import { eq } from 'drizzle-orm';
import { createVerifiedUser, type TestApp } from '../../../test/helpers';
import { organizations } from '../../db/schema/organizations';
import {
  createPosting,
  daysFromNow,
  publishPosting,
  setOrganizationStatus,
  setPostingDates,
  setStatus,
} from '../postings/postings.test-support';

/** The index.html of a build, as the web app's Vite build writes it (the server fills in each page). */
export const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="TalentBridge connects job-seeking talents with hiring companies." />
    <title>TalentBridge</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A verified company with an open, a closed, an ended, a hidden and a future posting; a company that is not verified
 * with a visible-looking posting; and a remote posting with a hostile title.
 */
export async function publicWorld(app: TestApp) {
  const nuri = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
  const pending = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Pending Corp' });
  const talent = await createVerifiedUser(app, { role: 'NORMAL' });
  const org = nuri.companyId as number;
  const pendingOrg = pending.companyId as number;
  await setOrganizationStatus(app, org, 'APPROVED');
  await app.database.db
    .update(organizations)
    .set({
      website: 'https://nurisoft.example',
      logoUrl: '/api/v1/files/logo-nuri.png',
      about: '누리소프트는 중소기업을 위한 협업 도구를 만듭니다.',
      phone: '+82-2-555-0100',
      contactFirstName: '민지',
      contactLastName: '김',
      location: '서울 강남구',
      country: 'KR',
    })
    .where(eq(organizations.id, org));
  const open = await publishPosting(app, nuri.auth, org, { title: '백엔드 개발자 (Kotlin)' });
  const remote = await publishPosting(app, nuri.auth, org, {
    title: 'Remote </script><script>alert(1)</script> engineer',
    workModes: ['REMOTE'],
    employmentTypes: ['CONTRACT', 'INTERN'],
    currencyCode: 'USD',
    salaryMin: 90_000,
    salaryMax: 120_000,
    salaryType: 'ANNUAL',
    mainDuties: 'Ship <b>fast</b> & safely',
  });
  const closed = await publishPosting(app, nuri.auth, org, { title: 'Closed role' });
  await setStatus(app, nuri.auth, org, closed, 'DELETED');
  const ended = await publishPosting(app, nuri.auth, org, { title: 'Ended role' });
  await setPostingDates(app, ended, daysFromNow(-30), daysFromNow(-1));
  const hidden = await createPosting(app, nuri.auth, org, { title: 'Hidden role' });
  const future = await publishPosting(app, nuri.auth, org, { title: 'Future role' });
  await setPostingDates(app, future, daysFromNow(3), daysFromNow(30));
  const unapproved = await createPosting(app, pending.auth, pendingOrg, { title: 'Unapproved role' });
  return { nuri, pending, talent, org, pendingOrg, ids: { open, remote, closed, ended, hidden, future, unapproved } };
}
