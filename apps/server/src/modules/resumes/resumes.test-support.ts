import { deflateSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
import type { TestApp } from '../../../test/helpers';
import { makeDemoPdf } from '../../seed/demo-pdf';
import { multipart } from '../organizations/organizations.test-support';

type Auth = Record<string, string>;

/** A whole profile in Korean with the richer entries: a work description, a project's role and links. */
export function koreanProfile() {
  return {
    profile: {
      jobSeekingStatus: 'ACTIVELY_SEEKING',
      country: 'KR',
      city: '서울',
      introduction: '결제 시스템을 만드는 백엔드 개발자입니다.',
    },
    jobRoles: [{ categoryId: 1, jobRole: '백엔드 개발자', experienceYears: 5, isRepresentative: true }],
    techStacks: [{ categoryId: 3, skill: 'Kotlin', experienceYears: 5 }],
    educations: [
      {
        schoolName: '한국과학기술원',
        entranceDate: '2012-03',
        graduationDate: '2016-02',
        degree: 'BACHELOR',
        location: '대전',
        major: '전산학',
        gpa: 3.9,
      },
    ],
    workExperiences: [
      {
        companyName: '카카오페이',
        startDate: '2016-03',
        endDate: null,
        position: '서버 개발자',
        description: '정산 시스템 설계와 운영\n일 거래 처리량 3배 개선',
      },
    ],
    projects: [
      {
        projectName: '정산 자동화',
        startDate: '2020-01',
        endDate: '2020-12',
        description: '수작업 정산을 자동화했습니다.',
        role: '리드 개발자',
        links: ['https://github.com/example/settle', ''],
      },
    ],
    certificates: [{ issueDate: '2017-08', certName: '정보처리기사', issueOrganization: '한국산업인력공단' }],
    profileUrls: [{ type: 'GITHUB', url: 'https://github.com/example' }],
  };
}

export async function saveProfile(app: TestApp, auth: Auth, userId: number, body: unknown = koreanProfile()) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/users/${userId}/profile`,
    headers: auth,
    payload: body as object,
  });
  if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function createResume(
  app: TestApp,
  auth: Auth,
  userId: number,
  name: string,
  language: 'en' | 'ko',
  content?: unknown,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/users/${userId}/resumes`,
    headers: auth,
    payload: { name, language, ...(content ? { content } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`resume: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number; content: { basics: Record<string, unknown> }; isDefault: boolean };
}

export function uploadTalentFile(
  app: TestApp,
  auth: Auth,
  userId: number,
  content: Buffer,
  name = 'cv.pdf',
  kind = 'CV',
) {
  const body = multipart([{ name, content }], {}, 'file');
  return app.inject({
    method: 'POST',
    url: `/api/v1/users/${userId}/files?kind=${kind}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

export const plainPdf = (text = 'Portfolio') => makeDemoPdf([text]);

/** A PDF whose catalog runs JavaScript when opened, hidden in a compressed object stream. */
export function pdfWithScript() {
  const hidden = deflateSync(Buffer.from('<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>'));
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /OpenAction 2 0 R >>\nendobj\n'),
    Buffer.from(`2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`),
    hidden,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** The text of a PDF, read by a real parser (pdf.js through pdf-parse). */
export async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
