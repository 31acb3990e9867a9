import { formatParisDateTime } from '@horodoc/shared/format-paris-date';
import { formatEurosFr, formatFrenchDate } from './format-fr';
import { A4, COLORS, createPdf } from './pdf-document';
import { drawFooter, drawFrame, hairline, PAGE, write } from './pdf-layout';

interface InvoiceLine {
  label: string;
  /** Smaller lines under the label (fingerprint, certificate number). */
  details: string[];
  quantity: number;
  unitHtCents: number;
  totalHtCents: number;
}

export interface InvoicePdfInput {
  number: string;
  issuedAt: Date;
  seller: {
    productName: string;
    operatorName: string;
    legalStatus: string;
    taxId: string;
    address: string;
    supportEmail: string;
    siteUrl: string;
  };
  buyerEmail: string | null;
  lines: InvoiceLine[];
  htCents: number;
  vatCents: number;
  ttcCents: number;
  /** 'TVA 21 %' */
  vatLabel: string;
  /** How it was paid: card, the provider's reference, when. */
  payment: { method: string; reference: string; paidAt: Date };
}

const COLUMNS = {
  label: PAGE.left + 10,
  labelWidth: 262,
  quantity: PAGE.left + 280,
  unit: PAGE.left + 320,
  total: PAGE.right - 90,
} as const;

/** The invoice PDF (A4, French): seller, buyer, one line per item, totals excl. VAT, VAT and incl. VAT. */
export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { seller } = input;
  const { doc, done } = createPdf({
    title: `Facture ${input.number}`,
    subject: `Facture ${input.number} – ${seller.productName}`,
    keywords: `facture, ${input.number}, ${seller.productName}`,
    author: seller.productName,
  });
  drawFrame(doc);

  // Seller, top left; invoice identity, top right.
  write(doc, seller.productName.toUpperCase(), PAGE.left, 50, {
    font: 'sansBold',
    size: 11,
    color: COLORS.ink,
    characterSpacing: 3,
  });
  let y = 68;
  for (const line of [
    seller.operatorName,
    seller.legalStatus,
    seller.address,
    `NIF : ${seller.taxId}`,
    seller.supportEmail,
    seller.siteUrl,
  ]) {
    y = write(doc, line, PAGE.left, y, { font: 'sans', size: 8, color: COLORS.text, width: 250 }) + 1;
  }
  write(doc, 'Facture', PAGE.right - 200, 46, {
    font: 'serifBold',
    size: 26,
    color: COLORS.ink,
    width: 200,
    align: 'right',
  });
  const meta: Array<[string, string]> = [
    ['Numéro', input.number],
    ["Date d'émission", formatFrenchDate(input.issuedAt)],
    ['Date de la prestation', formatFrenchDate(input.payment.paidAt)],
  ];
  let metaY = 84;
  for (const [label, value] of meta) {
    write(doc, label, PAGE.right - 200, metaY, { font: 'sans', size: 8, color: COLORS.muted, width: 105 });
    write(doc, value, PAGE.right - 95, metaY, {
      font: label === 'Numéro' ? 'monoBold' : 'serif',
      size: 9,
      color: COLORS.ink,
      width: 95,
      align: 'right',
    });
    metaY += 15;
  }
  y = Math.max(y, metaY) + 14;
  hairline(doc, y, COLORS.ink);

  // Buyer.
  y += 14;
  write(doc, 'CLIENT', PAGE.left, y, {
    font: 'sansBold',
    size: 7,
    color: COLORS.accent,
    characterSpacing: 1,
  });
  y = write(
    doc,
    input.buyerEmail ?? 'Client particulier (adresse e-mail non communiquée)',
    PAGE.left,
    y + 12,
    {
      font: 'serif',
      size: 10,
      color: COLORS.ink,
    },
  );

  // Lines.
  y += 22;
  doc.save().rect(PAGE.left, y, PAGE.width, 22).fill(COLORS.tint).restore();
  const header = (text: string, x: number, width: number, align: 'left' | 'right') =>
    write(doc, text, x, y + 7, { font: 'sansBold', size: 7.5, color: COLORS.muted, width, align });
  header('DÉSIGNATION', COLUMNS.label, COLUMNS.labelWidth, 'left');
  header('QTÉ', COLUMNS.quantity, 30, 'right');
  header('PRIX UNITAIRE HT', COLUMNS.unit, 100, 'right');
  header('TOTAL HT', COLUMNS.total, 80, 'right');
  y += 30;
  for (const line of input.lines) {
    const top = y;
    y = write(doc, line.label, COLUMNS.label, y, {
      font: 'serifBold',
      size: 9.5,
      color: COLORS.ink,
      width: COLUMNS.labelWidth,
    });
    for (const detail of line.details) {
      y = write(doc, detail, COLUMNS.label, y + 2, {
        font: 'mono',
        size: 6.6,
        color: COLORS.muted,
        width: COLUMNS.labelWidth,
      });
    }
    write(doc, String(line.quantity), COLUMNS.quantity, top, {
      font: 'serif',
      size: 9.5,
      width: 30,
      align: 'right',
    });
    write(doc, formatEurosFr(line.unitHtCents), COLUMNS.unit, top, {
      font: 'serif',
      size: 9.5,
      width: 100,
      align: 'right',
    });
    write(doc, formatEurosFr(line.totalHtCents), COLUMNS.total, top, {
      font: 'serif',
      size: 9.5,
      width: 80,
      align: 'right',
    });
    y += 10;
    hairline(doc, y);
    y += 10;
  }

  // Totals.
  const totals: Array<[string, string, boolean]> = [
    ['Total HT', formatEurosFr(input.htCents), false],
    [input.vatLabel, formatEurosFr(input.vatCents), false],
    ['Total TTC', formatEurosFr(input.ttcCents), true],
  ];
  for (const [label, value, strong] of totals) {
    if (strong) {
      doc
        .save()
        .rect(PAGE.right - 230, y - 5, 230, 24)
        .fill(COLORS.tint)
        .restore();
    }
    write(doc, label, PAGE.right - 220, y + (strong ? 1 : 0), {
      font: strong ? 'sansBold' : 'sans',
      size: strong ? 10 : 8.6,
      color: COLORS.ink,
      width: 120,
    });
    write(doc, value, PAGE.right - 100, y, {
      font: strong ? 'serifBold' : 'serif',
      size: strong ? 11 : 9.5,
      color: COLORS.ink,
      width: 90,
      align: 'right',
    });
    y += strong ? 26 : 18;
  }

  // Payment and legal mentions.
  y += 20;
  write(doc, 'RÈGLEMENT', PAGE.left, y, {
    font: 'sansBold',
    size: 7,
    color: COLORS.accent,
    characterSpacing: 1,
  });
  y = write(
    doc,
    `Facture acquittée : ${formatEurosFr(input.ttcCents)} payés par ${input.payment.method} le ${formatParisDateTime(input.payment.paidAt)}. Référence du paiement : ${input.payment.reference}.`,
    PAGE.left,
    y + 12,
    { font: 'serif', size: 8.6, color: COLORS.text, lineGap: 1.6 },
  );
  y = write(
    doc,
    `Prestation de services fournie par voie électronique, soumise à la TVA espagnole au taux de 21 %. Aucun escompte pour paiement anticipé. Conformément aux conditions générales, l'horodatage réalisé ne peut faire l'objet ni d'un remboursement ni d'un droit de rétractation. Pour toute question : ${seller.supportEmail}.`,
    PAGE.left,
    y + 8,
    { font: 'serif', size: 8, color: COLORS.muted, align: 'justify', lineGap: 1.4 },
  );
  void A4;

  drawFooter(
    doc,
    `${seller.productName} — ${seller.operatorName}, ${seller.legalStatus} — ${seller.address} — NIF ${seller.taxId}`,
    1,
    1,
  );
  return done();
}
