import fs from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
export const PASSWORD = 'Bridge-e2e-password-7';

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.talentbridge.dev`;
}

type Mail = { id: number; to: string; subject: string; text: string; kind: string };

/** Reads the newest mail to `email` from the development mailbox and returns its first link containing `path`. */
export async function mailLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/mails?to=${encodeURIComponent(email)}`);
        const body = (await response.json()) as { data: Mail[] };
        for (const mail of body.data) {
          link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
          if (link) return true;
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  // The mail links to PUBLIC_URL; keep only the path so the test follows it on this server.
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** Creates and verifies an account through the API (for journeys that are not about sign-up). */
export async function createVerifiedAccount(
  request: APIRequestContext,
  options: { email: string; role?: 'NORMAL' | 'ORGANIZATION'; locale?: 'en' | 'ko' },
) {
  const response = await request.post('/api/v1/auth/signup', {
    data: {
      role: options.role ?? 'NORMAL',
      email: options.email,
      password: PASSWORD,
      firstName: 'Test',
      lastName: 'User',
      locale: options.locale ?? 'en',
      ...(options.role === 'ORGANIZATION' ? { companyName: 'E2E Company' } : {}),
      agreements: { terms: true, privacy: true, marketing: false },
    },
  });
  expect(response.status()).toBe(201);
  const link = await mailLink(request, options.email, '/auth/signup/completed');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const verified = await request.get(`/api/v1/auth/signup/email-verifications?token=${token}`);
  expect(verified.status()).toBe(200);
}

export async function signInViaForm(page: Page, email: string, password: string, submitLabel: RegExp) {
  await page.getByLabel(/^(E-mail|이메일)$/).fill(email);
  await page.getByLabel(/^(Password|비밀번호)$/).fill(password);
  await page.getByRole('button', { name: submitLabel }).click();
}

/**
 * In CI nobody looks at the screenshots and they check nothing, while two full-page captures cost 1–5 s each time
 * (about 200 calls): CI skips them unless SHOTS=1. Locally they are always taken, to be looked at.
 */
const TAKE_SHOTS = !process.env.CI || process.env.SHOTS === '1';

/** Full-page screenshots at desktop (1280 px) and phone (375 px) widths. */
export async function screenshots(page: Page, name: string) {
  if (!TAKE_SHOTS) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  // Start at the top with nothing focused, so the sticky header sits where a visitor sees it.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-375.png`, fullPage: true });
  if (original) await page.setViewportSize(original);
}

/** A tiny but valid one-page PDF (the server checks the bytes). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
