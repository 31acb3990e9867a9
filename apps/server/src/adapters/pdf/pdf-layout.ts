import { A4, COLORS, type FontRole } from './pdf-document';

/** Page geometry shared by our documents: a 56 pt margin and a label column for field/value rows. */
export const PAGE = {
  left: 56,
  right: A4.width - 56,
  width: A4.width - 112,
  labelWidth: 128,
  valueX: 56 + 138,
  valueWidth: A4.width - 56 - (56 + 138),
} as const;

/**
 * French typography: a no-break space before « : ; ! ? » and after «, so a line never starts with them.
 * Texts written with plain spaces (the proof instructions) get it here.
 */
export function frenchSpacing(text: string): string {
  return text.replace(/« /g, '«\u00a0').replace(/ ([»:;!?])/g, '\u00a0$1');
}

/** Writes text and answers the y below it. */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  style: {
    font: FontRole;
    size: number;
    color?: string;
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    characterSpacing?: number;
  },
): number {
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color ?? COLORS.text)
    .text(frenchSpacing(text), x, y, {
      width: style.width ?? PAGE.width,
      align: style.align ?? 'left',
      lineGap: style.lineGap ?? 1.5,
      characterSpacing: style.characterSpacing ?? 0,
    });
  return doc.y;
}

export function hairline(
  doc: PDFKit.PDFDocument,
  y: number,
  color: string = COLORS.rule,
  x1 = PAGE.left,
  x2 = PAGE.right,
) {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(color).stroke().restore();
}

/** A section heading in small capitals with a rule beneath; answers the y where its rows start. */
export function sectionHeading(doc: PDFKit.PDFDocument, title: string, y: number): number {
  write(doc, title.toUpperCase(), PAGE.left, y, {
    font: 'sansBold',
    size: 8,
    color: COLORS.accent,
    characterSpacing: 1.2,
  });
  hairline(doc, y + 13);
  return y + 20;
}

/** One label/value row; the value may be several lines. Answers the y of the next row. */
export function fieldRow(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  y: number,
  options: { mono?: boolean; bold?: boolean; size?: number } = {},
): number {
  const labelEnd = write(doc, label, PAGE.left, y + (options.mono ? 0.6 : 0), {
    font: 'sans',
    size: 8,
    color: COLORS.muted,
    width: PAGE.labelWidth,
  });
  const valueEnd = write(doc, value, PAGE.valueX, y, {
    font: options.mono ? (options.bold ? 'monoBold' : 'mono') : options.bold ? 'serifBold' : 'serif',
    size: options.size ?? (options.mono ? 8.4 : 9.6),
    color: COLORS.ink,
    width: PAGE.valueWidth,
  });
  return Math.max(labelEnd, valueEnd) + 5;
}

/** The thin double frame of a formal document. */
export function drawFrame(doc: PDFKit.PDFDocument) {
  doc.save();
  doc
    .rect(22, 22, A4.width - 44, A4.height - 44)
    .lineWidth(1.1)
    .strokeColor(COLORS.ink)
    .stroke();
  doc
    .rect(26.5, 26.5, A4.width - 53, A4.height - 53)
    .lineWidth(0.35)
    .strokeColor(COLORS.ink)
    .stroke();
  doc.restore();
}

/** The footer line of every page: who issued the document, and the page number. */
export function drawFooter(doc: PDFKit.PDFDocument, text: string, page: number, pages: number) {
  hairline(doc, A4.height - 66);
  write(doc, text, PAGE.left, A4.height - 60, {
    font: 'sans',
    size: 6.6,
    color: COLORS.muted,
    width: PAGE.width - 60,
  });
  write(doc, `Page ${page} / ${pages}`, PAGE.right - 60, A4.height - 60, {
    font: 'sans',
    size: 6.6,
    color: COLORS.muted,
    width: 60,
    align: 'right',
  });
}
