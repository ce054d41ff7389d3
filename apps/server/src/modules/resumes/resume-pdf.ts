import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locale } from '@app/contract/schemas/common';
import type { ResumeContent } from '@app/contract/schemas/resume';
import PDFDocument from 'pdfkit';
import { PDF_LABELS } from './resume-pdf.labels';

/*
 * The printed résumé (decision 038): one A4 layout for the talent's download and the company's copy, drawn by pdfkit
 * with Noto Sans KR (an OFL font from npm, TrueType, Hangul and Latin in one file) embedded as a subset of the glyphs
 * used. The company's copy carries its name and the date across every page and in the footer.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
};
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
/** The fonts are read once per process (6 MB each) and kept. */
function loadFonts() {
  fonts ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

export type Watermark = { company: string; date: string };

const MARGIN = 50;
const GRAY = '#555555';
const ACCENT = '#1d4ed8';

/** `2024-03-01` → `2024.03`. */
const monthText = (v: string | null) => (v ? `${v.slice(0, 4)}.${v.slice(5, 7)}` : '');

/** A start and an end month; no end → "present" in the résumé's language. */
function period(start: string | null, end: string | null, language: Locale) {
  if (!start && !end) return '';
  return `${monthText(start)} – ${end ? monthText(end) : PDF_LABELS[language].present}`;
}

export async function renderResumePdf(
  content: ResumeContent,
  language: Locale,
  options: { title: string; watermark?: Watermark },
): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  const L = PDF_LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: { Title: options.title, Author: content.basics.name, Creator: 'TalentBridge' },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const width = doc.page.width - MARGIN * 2;

  const heading = (title: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(13).fillColor(ACCENT).text(title);
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.moveDown(0.4);
  };
  const entry = (title: string, right: string, lines: (string | null | undefined)[]) => {
    const top = doc.y;
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('black')
      .text(title, MARGIN, top, { width: width - 130 });
    const after = doc.y;
    if (right)
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(GRAY)
        .text(right, MARGIN + width - 125, top, { width: 125, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
    for (const line of lines) {
      if (line) doc.font('regular').fontSize(10).fillColor('#222222').text(line, { width });
    }
    doc.moveDown(0.5);
  };

  const { basics } = content;
  doc.font('bold').fontSize(22).fillColor('black').text(basics.name);
  if (basics.headline) doc.font('regular').fontSize(12).fillColor(GRAY).text(basics.headline);
  const place = [basics.city, basics.country].filter(Boolean).join(', ');
  if (place) doc.font('regular').fontSize(10).fillColor(GRAY).text(place);
  if (basics.summary) {
    heading(L.summary);
    doc.font('regular').fontSize(10).fillColor('#222222').text(basics.summary, { width });
  }
  if (content.workExperiences.length > 0) {
    heading(L.work);
    for (const w of content.workExperiences) {
      entry(`${w.companyName} · ${w.position}`, period(w.startDate, w.endDate, language), [w.description]);
    }
  }
  if (content.projects.length > 0) {
    heading(L.projects);
    for (const p of content.projects) {
      entry(p.projectName, period(p.startDate, p.endDate, language), [
        p.role ? `${L.role}: ${p.role}` : null,
        p.description,
        ...p.links,
      ]);
    }
  }
  if (content.educations.length > 0) {
    heading(L.education);
    for (const e of content.educations) {
      const detail = [e.major, e.degree ? L.degrees[e.degree] : null, e.gpa !== null ? `${L.gpa} ${e.gpa}` : null];
      entry(e.schoolName, period(e.entranceDate, e.graduationDate, language), [detail.filter(Boolean).join(' · ')]);
    }
  }
  if (content.skills.length > 0) {
    heading(L.skills);
    const skills = content.skills.map((s) =>
      s.experienceYears === null ? s.name : `${s.name} (${L.years(s.experienceYears)})`,
    );
    doc.font('regular').fontSize(10).fillColor('#222222').text(skills.join(' · '), { width });
  }
  if (content.certificates.length > 0) {
    heading(L.certificates);
    for (const c of content.certificates) {
      entry(c.certName, monthText(c.issueDate), [c.issueOrganization]);
    }
  }
  if (content.languages.length > 0) {
    heading(L.languages);
    const langs = content.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language));
    doc.font('regular').fontSize(10).fillColor('#222222').text(langs.join(' · '), { width });
  }
  if (content.links.length > 0) {
    heading(L.links);
    for (const link of content.links) doc.font('regular').fontSize(10).fillColor(ACCENT).text(link.url, { width });
  }

  if (options.watermark) stampEveryPage(doc, L.sentTo(options.watermark.company, options.watermark.date));
  doc.end();
  return done;
}

/** The company's name and date, faint and diagonal across each page, and plainly in its footer. */
function stampEveryPage(doc: PDFKit.PDFDocument, stamp: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the footer must not add a page
    doc.save();
    doc.rotate(-35, { origin: [width / 2, height / 2] });
    doc.font('bold').fontSize(30).fillColor('#94a3b8').opacity(0.18);
    doc.text(stamp, 0, height / 2 - 20, { width, align: 'center', lineBreak: false });
    doc.restore();
    doc.font('regular').fontSize(8).fillColor(GRAY).opacity(1);
    doc.text(stamp, MARGIN, height - 30, { width: width - MARGIN * 2, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
