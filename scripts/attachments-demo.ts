/**
 * Writes the demo's news documents: small, real PDFs (text a reader can select and search) that the admissions
 * items list under `attachments`, at public/static/attachments/{newsId}/{file}. The same bytes every run (fixed
 * dates, no random id), so a file is written only when its text here changed.
 *   npm run news:attachments
 *
 * English only: the standard PDF fonts have no Chinese, and embedding a CJK font would add megabytes (or a
 * subset of a font this machine happens to have) to every document; each says its Chinese text is on the page.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const root = join(import.meta.dirname, '..');

type Block =
  | { h: string }
  | { p: string }
  | { li: string }
  /** a form field: its label and a line to write on */
  | { field: string };

interface DemoDocument {
  newsId: number;
  /** the file name under attachments/{newsId}/ */
  file: string;
  title: string;
  /** the date of the notice, YYYY-MM-DD */
  date: string;
  blocks: Block[];
}

export const DOCUMENTS: DemoDocument[] = [
  {
    newsId: 1012,
    file: 'ma-recommended-admission-rules-2026.pdf',
    title: '2026 MA Recommended Admission: Rules',
    date: '2025-10-07',
    blocks: [
      { h: 'Places' },
      { li: 'Design Research track: 10 places. A thesis-based degree.' },
      {
        li: 'Industry Practice track: 3 places, for applicants with at least two years of design-related work experience. The degree is completed with a practice project and a technical report.',
      },
      { h: 'Timetable' },
      { li: '7 to 21 October: applications online' },
      { li: '4 November: first-stage results' },
      { li: 'Saturday 15 November: second-stage interviews' },
      { li: '28 November: results published' },
      { h: 'What to submit' },
      { li: 'A CV and transcripts of all previous study' },
      { li: 'A portfolio of at most 30 pages, as one PDF' },
      { li: 'A research plan of at most two pages' },
      {
        li: 'Industry Practice track only: proof of employment and a project outline (use the project outline form).',
      },
      { h: 'Selection' },
      {
        p: 'Both tracks are selected in the same way: a written review of the documents, then a portfolio interview of the shortlisted applicants. Classes of the Industry Practice track are on Fridays and Saturdays.',
      },
    ],
  },
  {
    newsId: 1012,
    file: 'industry-practice-project-outline-form.pdf',
    title: 'Industry Practice Track: Project Outline Form',
    date: '2025-10-07',
    blocks: [
      {
        p: 'Applicants to the Industry Practice track of the 2026 MA recommended admission fill in this form and upload it with their application. Keep the outline to this page and the next.',
      },
      { h: 'Applicant' },
      { field: 'Name' },
      { field: 'Current employer and position' },
      { field: 'Years of design-related work experience' },
      { h: 'Project' },
      { field: 'Working title of the project' },
      { field: 'Partner organisation (employer or an industry partner of the department)' },
      { field: 'The question the project answers' },
      { field: 'What the practice project will produce' },
      { field: 'What the technical report will cover' },
      { field: 'Planned schedule over two years' },
      { h: 'Declaration' },
      { p: 'I confirm that the information in this outline is true.' },
      { field: 'Signature and date' },
    ],
  },
  {
    newsId: 1013,
    file: 'interview-groups-2026.pdf',
    title: '2026 Personal Application: Interview Groups and Arrival Times',
    date: '2026-03-31',
    blocks: [
      {
        p: 'Second-stage interviews take place in the department building on Saturday 18 April 2026. Candidates are in four groups by candidate number; please arrive at the time of your group.',
      },
      { h: 'Groups' },
      { li: 'Group 1: arrive 8:30, interviews 9:00 to 10:40' },
      { li: 'Group 2: arrive 10:30, interviews 11:00 to 12:40' },
      { li: 'Group 3: arrive 13:00, interviews 13:30 to 15:10' },
      { li: 'Group 4: arrive 15:00, interviews 15:30 to 17:10' },
      { h: 'The interview' },
      {
        p: 'Each candidate has twelve minutes: five to present the project that best represents them, and seven for questions from the panel. You may bring one physical piece that fits on a table.',
      },
      { h: 'Help' },
      {
        p: 'If you need assistance because of illness or other circumstances, contact the department office by 14 April.',
      },
    ],
  },
  {
    newsId: 1213,
    file: 'summer-camp-2026-application-form.pdf',
    title: '2026 Summer Design Camp: Application Form',
    date: '2026-05-05',
    blocks: [
      {
        p: 'For first- and second-year high school students. Choose one session, fill in this form and upload it on the application page by 31 May. Accepted participants are announced on 16 June.',
      },
      { h: 'Session (choose one)' },
      { li: '[  ] Taipei, 13 to 17 July, department building (NT$6,000 with accommodation)' },
      { li: '[  ] Hualien, 20 to 24 July, partner high school (NT$3,500)' },
      { li: '[  ] Tainan, 27 to 31 July, partner high school (NT$3,500)' },
      { h: 'Participant' },
      { field: 'Name' },
      { field: 'High school and year' },
      { field: 'Date of birth' },
      { field: 'E-mail and telephone' },
      { h: 'Parent or guardian' },
      { field: 'Name and telephone' },
      { field: 'Signature and date' },
      { h: 'Bring on the first day' },
      {
        p: 'A small broken item from home, such as a lamp, a fan, a toy or a backpack: this year the camp is "Fix It".',
      },
    ],
  },
  {
    newsId: 1213,
    file: 'summer-camp-2026-funded-place-form.pdf',
    title: '2026 Summer Design Camp: Funded Place Application',
    date: '2026-05-05',
    blocks: [
      {
        p: 'Each session has eight fully funded places for students from low-income families. Send this form with the application form by 31 May.',
      },
      { field: 'Name of the participant' },
      { field: 'Session applied for' },
      { field: 'Document attached (certificate of low-income or middle-income household)' },
      { field: 'Anything else we should know' },
      { field: 'Signature of the parent or guardian, and date' },
      { p: 'Funded places cover the fee, meals and, for the Taipei session, accommodation.' },
    ],
  },
  {
    newsId: 1108,
    file: 'portfolio-format-requirements.pdf',
    title: 'Personal Application: Portfolio Format Requirements',
    date: '2024-01-30',
    blocks: [
      { p: 'From the 2024 Personal Application, portfolios uploaded to the department must follow these rules.' },
      { h: 'The file' },
      { li: 'One PDF file of at most 10 MB' },
      { li: 'At most 20 pages, cover and contents included' },
      { li: 'Images at about 150 dpi, so that the upload does not fail' },
      { li: 'Fonts embedded in the PDF' },
      { h: 'A video (optional)' },
      {
        p: 'One link to a video of at most two minutes may be given on the last page. Make sure it can be watched publicly during the review. Leaving it out does not affect the score.',
      },
      { h: 'When' },
      { p: 'The system is busiest in the last three days before the deadline: upload early.' },
    ],
  },
];

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const INK = rgb(0.08, 0.09, 0.11);
const SOFT = rgb(0.29, 0.31, 0.35);
const BLUE = rgb(0.12, 0.25, 0.82);

/** Lines of at most `width` points in `font` at `size`, broken between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function render(doc: DemoDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fixed = new Date(`${doc.date}T09:00:00+08:00`);
  pdf.setTitle(doc.title, { showInWindowTitleBar: true });
  pdf.setAuthor('Department of Industrial Product Design, Lanchuan University');
  pdf.setSubject(`News item ${doc.newsId}`);
  pdf.setLanguage('en');
  pdf.setCreator('scripts/attachments-demo.ts');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = pdf.addPage([...A4]);
  let y = A4[1] - MARGIN;
  const need = (height: number) => {
    if (y - height >= MARGIN + 24) return;
    page = pdf.addPage([...A4]);
    y = A4[1] - MARGIN;
  };
  const text = (s: string, x: number, size: number, font = regular, color = INK) => {
    page.drawText(s, { x, y, size, font, color });
  };
  const paragraph = (s: string, x: number, size: number, font = regular, color = INK) => {
    for (const line of wrap(s, font, size, A4[0] - MARGIN - x)) {
      need(size * 1.5);
      y -= size * 1.45;
      text(line, x, size, font, color);
    }
  };

  paragraph('Lanchuan University · Department of Industrial Product Design', MARGIN, 9, regular, SOFT);
  y -= 10;
  paragraph(doc.title, MARGIN, 18, bold, BLUE);
  paragraph(`News item ${doc.newsId} · ${doc.date}`, MARGIN, 9, regular, SOFT);
  y -= 6;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.75, color: SOFT });
  y -= 8;

  for (const block of doc.blocks) {
    if ('h' in block) {
      need(40);
      y -= 10;
      paragraph(block.h, MARGIN, 12, bold);
      y -= 2;
    } else if ('p' in block) {
      paragraph(block.p, MARGIN, 10.5);
      y -= 6;
    } else if ('li' in block) {
      need(16);
      const top = y;
      paragraph(block.li, MARGIN + 14, 10.5);
      const first = top - 10.5 * 1.45;
      page.drawText('•', { x: MARGIN + 3, y: first, size: 10.5, font: regular, color: INK });
      y -= 3;
    } else {
      need(44);
      paragraph(block.field, MARGIN, 9.5, regular, SOFT);
      y -= 22;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: SOFT });
      y -= 6;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const note = `A demonstration document of the department's website; the Chinese text of this notice is on its news page. Page ${i + 1} of ${pages.length}.`;
    p.drawText(note, { x: MARGIN, y: MARGIN - 16, size: 7.5, font: regular, color: SOFT });
  });
  return pdf.save({ useObjectStreams: false });
}

/** public/static/attachments/{newsId}/{file} of every document, written when its bytes differ. */
export async function writeDemoAttachments(staticDir = join(root, 'public', 'static')): Promise<string[]> {
  const written: string[] = [];
  for (const doc of DOCUMENTS) {
    const path = join(staticDir, 'attachments', String(doc.newsId), doc.file);
    const bytes = Buffer.from(await render(doc));
    if (existsSync(path) && readFileSync(path).equals(bytes)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    written.push(path);
  }
  return written;
}

if (import.meta.filename === process.argv[1]) {
  const written = await writeDemoAttachments();
  console.log(`news:attachments: ${written.length} of ${DOCUMENTS.length} documents written`);
}
