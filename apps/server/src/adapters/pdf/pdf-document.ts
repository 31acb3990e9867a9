import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu from npm: embedded in each PDF (subset), it covers any file name's script and needs no system font.
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The font roles our documents use, registered on every document. */
const FONTS = {
  serif: join(fontDir, 'DejaVuSerif.ttf'),
  serifBold: join(fontDir, 'DejaVuSerif-Bold.ttf'),
  serifItalic: join(fontDir, 'DejaVuSerif-Italic.ttf'),
  sans: join(fontDir, 'DejaVuSans.ttf'),
  sansBold: join(fontDir, 'DejaVuSans-Bold.ttf'),
  mono: join(fontDir, 'DejaVuSansMono.ttf'),
  monoBold: join(fontDir, 'DejaVuSansMono-Bold.ttf'),
} as const;

export type FontRole = keyof typeof FONTS;

/** The palette: ink for text, a muted grey for labels, hairline rules, one blue accent. */
export const COLORS = {
  ink: '#0f1a3a',
  text: '#1e293b',
  muted: '#5b6478',
  rule: '#c8cfdb',
  accent: '#1e3bb5',
  tint: '#f3f6fb',
} as const;

export const A4 = { width: 595.28, height: 841.89 } as const;

export interface PdfInfo {
  title: string;
  subject: string;
  keywords: string;
  author: string;
  /** PDF/A-3b (ISO 19005-3): archivable, and allowed to carry associated files such as the JSON proof. */
  pdfA3?: boolean;
}

/** A new A4 document with our fonts, and a way to collect it as bytes once drawn. */
export function createPdf(info: PdfInfo): { doc: PDFKit.PDFDocument; done: () => Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    pdfVersion: '1.7',
    ...(info.pdfA3 ? { subset: 'PDF/A-3b' as const } : {}),
    lang: 'fr-FR',
    displayTitle: true,
    info: {
      Title: info.title,
      Subject: info.subject,
      Keywords: info.keywords,
      Author: info.author,
      Creator: info.author,
    },
  });
  for (const [role, path] of Object.entries(FONTS)) doc.registerFont(role, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    done: () => {
      doc.end();
      return ended;
    },
  };
}
