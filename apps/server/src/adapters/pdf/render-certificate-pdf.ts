import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import { CERTIFICATE_TEST_MARKING } from '@horodoc/shared/compare-printed-certificate';
import { documentLabel } from '@horodoc/shared/document-label';
import { formatFileSize } from '@horodoc/shared/format-file-size';
import {
  formatParisDateTime,
  formatParisWallClock,
  formatUtcDateTime,
  parisGmtOffset,
} from '@horodoc/shared/format-paris-date';
import { GENUINE_ANCHOR_CODE_HASHES } from '@horodoc/shared/genuine-anchor-code';
import { type ProofV2, type ProofV3, type ProofV4, proofFileText } from '@horodoc/shared/proof';
import { addSignaturePlaceholder } from '../pdf-signing/add-signature-placeholder';
import type { PdfSigner } from '../pdf-signing/pdf-signer';
import { drawQrCode } from './draw-qr-code';
import { A4, COLORS, createPdf } from './pdf-document';
import {
  drawFooter,
  drawFrame,
  fieldRow,
  frenchSpacing,
  hairline,
  PAGE,
  sectionHeading,
  write,
} from './pdf-layout';

export interface CertificatePdfInput {
  certificateId: string;
  /** Null for a fingerprint sent without a name or a size: the certificate says so, and makes none up. */
  fileName: string | null;
  fileSize: number | null;
  /** The anchored proof (fingerprint, salt, path, root, chain, contract, transaction, block), embedded whole. */
  proof: ProofV2 | ProofV3 | ProofV4;
  /**
   * Whether the authority of the proof's RFC 3161 token was configured as qualified when it stamped the
   * root (version 3 proofs no longer say so themselves: verifiers decide it from the trusted roots).
   */
  timeStampQualified: boolean;
  /** The name the embedded proof file takes (`preuve-….json`, as the download). */
  proofFileName: string;
  /** When the block became final on Ethereum, if it already has. */
  finalizedAt: Date | null;
  /** The public verification page, encoded in the QR code. */
  verifyUrl: string;
  issuedAt: Date;
  /** Made with a test key and anchored on the test network: marked as such, in place of the subtitle. */
  test?: boolean;
  issuer: {
    productName: string;
    operatorName: string;
    legalStatus: string;
    address: string;
    supportEmail: string;
  };
  /** Signs the PDF (PAdES); without it the PDF is issued unsigned. */
  signer?: PdfSigner;
}

/** The legal notice of the spec (section 9), printed on every certificate. */
const CERTIFICATE_LEGAL_NOTICE =
  "Horodoc ne conserve aucune copie du document : seule son empreinte SHA-256 a été ancrée sur la blockchain, et le document ne peut pas être reconstitué à partir d'elle. L'ancrage sur la blockchain constitue une preuve technique d'antériorité, soumise à l'appréciation du juge ; il ne constitue ni une preuve irréfutable, ni un horodatage électronique qualifié au sens du règlement eIDAS. L'utilisateur demeure seul responsable du contenu du document horodaté. Conservez le fichier original à l'identique : toute modification, même d'un seul octet, change son empreinte.";

/** A fingerprint sent alone, without a name or a size: the empreinte identifies the document. */
const NO_NAME = "non communiqué : seule l'empreinte du document a été transmise";
const NO_SIZE = 'non communiquée';

/** What the RFC 3161 time stamp is worth, in one sentence, for page 1. */
function timeStampWorthFr(proof: ProofV2 | ProofV3 | ProofV4, qualified: boolean): string {
  const token = proof.rfc3161;
  if (!token)
    return "pas encore obtenu à l'émission : l'autorité n'avait pas répondu. Téléchargez à nouveau ce certificat plus tard pour l'y trouver.";
  const when = token.time ? formatParisWallClock(new Date(token.time)) : 'date inscrite dans le jeton';
  const who = token.authority ?? 'autorité inconnue';
  return qualified
    ? `${when}, ${who}, déclarée qualifiée : présomption d'exactitude de la date (eIDAS, art. 41 § 2), à confirmer sur la liste de confiance de l'UE.`
    : `${when}, ${who} : autorité non qualifiée, seconde source de temps indépendante de la blockchain, sans présomption légale.`;
}

/** What a test key's certificate says of itself, where the live one states what it proves (verifiers read it). */
const TEST_MARKING = CERTIFICATE_TEST_MARKING;
const TEST_COLOR = '#b42318';

const sideLabel = (side: 'left' | 'right') => (side === 'left' ? 'à gauche' : 'à droite');

/** Base and Base Sepolia: layer 2 networks whose blocks become final on Ethereum. */
const ETHEREUM_LAYER_2_CHAIN_IDS = new Set([8453, 84532]);

/**
 * The certificate PDF (A4, French): page 1 is the certificate a notary files, page 2 the technical annex
 * that lets anyone check the proof with SHA-256 and a public Base node alone.
 */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const { proof, issuer } = input;
  // Stored names are clean since they enter clean; older ones are shown safely all the same.
  const fileName = removeBidiControls(input.fileName);
  const anchoredAt = new Date(proof.blockTimestamp * 1000);
  const { doc, done } = createPdf({
    title: `${input.test ? `${TEST_MARKING} – ` : ''}Certificat d'horodatage – ${documentLabel(fileName, proof.fingerprint)}`,
    subject: `Empreinte SHA-256 ${proof.fingerprint} ancrée le ${formatUtcDateTime(anchoredAt)}`,
    keywords: `horodatage, blockchain, ${proof.chainName}, SHA-256, ${proof.fingerprint}`,
    author: issuer.productName,
    pdfA3: true,
  });
  // PDF/A-3 associated file: the JSON proof travels inside the certificate, machine-readable.
  doc.file(Buffer.from(proofFileText(proof)), {
    name: input.proofFileName,
    type: 'application/json',
    relationship: 'Data',
    description: 'Preuve Horodoc (format horodoc-proof, docs/proof-format.md) : vérifiable sans Horodoc.',
    creationDate: input.issuedAt,
    modifiedDate: input.issuedAt,
    // pdfkit writes it as the file specification's /AFRelationship; its type declarations lag behind.
  } as PDFKit.Mixins.PDFAttachmentOptions);
  const footer = `Certificat n° ${input.certificateId} — émis le ${formatParisDateTime(input.issuedAt)} par ${issuer.productName} (${issuer.operatorName}, ${issuer.legalStatus}, ${issuer.address}) — ${issuer.supportEmail}`;

  // Page 1: the certificate.
  drawFrame(doc);
  write(doc, issuer.productName.toUpperCase(), PAGE.left, 50, {
    font: 'sansBold',
    size: 11,
    color: COLORS.ink,
    characterSpacing: 3,
  });
  write(doc, 'Horodatage de documents sur la blockchain', PAGE.left, 65, {
    font: 'sans',
    size: 7.5,
    color: COLORS.muted,
  });
  write(doc, 'Certificat n°', PAGE.right - 220, 50, {
    font: 'sans',
    size: 7.5,
    color: COLORS.muted,
    width: 220,
    align: 'right',
  });
  write(doc, input.certificateId, PAGE.right - 220, 62, {
    font: 'mono',
    size: 7.5,
    color: COLORS.ink,
    width: 220,
    align: 'right',
  });
  hairline(doc, 84, COLORS.ink);

  write(doc, "Certificat d'horodatage", PAGE.left, 98, {
    font: 'serifBold',
    size: 25,
    color: COLORS.ink,
    align: 'center',
  });
  if (input.test) {
    write(doc, TEST_MARKING, PAGE.left, 130, {
      font: 'sansBold',
      size: 11,
      color: TEST_COLOR,
      align: 'center',
    });
  } else {
    write(doc, "Preuve technique d'antériorité d'un document numérique", PAGE.left, 130, {
      font: 'serifItalic',
      size: 11,
      color: COLORS.muted,
      align: 'center',
    });
  }
  let y = write(
    doc,
    `${issuer.productName} atteste que l'empreinte numérique SHA-256 reproduite ci-dessous a été inscrite de manière publique et non modifiable sur la blockchain ${proof.chainName}, dans le bloc et à la date indiqués. Tout fichier dont l'empreinte SHA-256 est identique existait donc, dans ce contenu exact, au plus tard à cette date.`,
    PAGE.left + 18,
    154,
    { font: 'serif', size: 9.6, color: COLORS.text, width: PAGE.width - 36, align: 'justify', lineGap: 2 },
  );

  // The fact a reader looks for first, set apart, with the way to check it.
  y += 10;
  const boxTop = y;
  const boxHeight = 84;
  const qrSize = 76;
  doc.save().rect(PAGE.left, boxTop, PAGE.width, boxHeight).fill(COLORS.tint).restore();
  doc.save().rect(PAGE.left, boxTop, 3, boxHeight).fill(COLORS.accent).restore();
  write(doc, "DATE ET HEURE DE L'HORODATAGE", PAGE.left + 16, boxTop + 12, {
    font: 'sansBold',
    size: 7,
    color: COLORS.accent,
    characterSpacing: 1,
  });
  write(doc, formatParisWallClock(anchoredAt), PAGE.left + 16, boxTop + 24, {
    font: 'serifBold',
    size: 13,
    color: COLORS.ink,
    width: PAGE.width - qrSize - 30,
  });
  write(
    doc,
    `heure de Paris (${parisGmtOffset(anchoredAt)}), soit ${formatUtcDateTime(anchoredAt)}`,
    PAGE.left + 16,
    boxTop + 43,
    { font: 'serif', size: 8.8, color: COLORS.muted },
  );
  write(
    doc,
    `Bloc ${new Intl.NumberFormat('fr-FR').format(proof.blockNumber)} du réseau ${proof.chainName}`,
    PAGE.left + 16,
    boxTop + 57,
    { font: 'serif', size: 8.8, color: COLORS.muted },
  );
  drawQrCode(doc, input.verifyUrl, PAGE.right - qrSize - 4, boxTop + 4, qrSize, COLORS.ink);
  y = boxTop + boxHeight + 12;

  y = sectionHeading(doc, 'Document', y);
  y =
    fileName === null
      ? fieldRow(doc, 'Nom du fichier', NO_NAME, y)
      : fieldRow(doc, 'Nom du fichier', fileName, y, { bold: true });
  y = fieldRow(doc, 'Taille', input.fileSize === null ? NO_SIZE : formatFileSize(input.fileSize), y);
  y = fieldRow(doc, 'Empreinte SHA-256', proof.fingerprint, y, { mono: true, bold: true });

  y = sectionHeading(doc, 'Ancrage sur la blockchain', y + 4);
  const layer2 = ETHEREUM_LAYER_2_CHAIN_IDS.has(proof.chainId);
  y = fieldRow(
    doc,
    'Réseau',
    `${proof.chainName ?? 'chaîne'} (chaîne ${proof.chainId})${layer2 ? ', couche 2 sécurisée par Ethereum' : ''}`,
    y,
  );
  y = fieldRow(doc, 'Contrat (journal public)', proof.contractAddress, y, { mono: true });
  y = fieldRow(doc, 'Transaction', proof.transactionHash, y, { mono: true });
  y = fieldRow(
    doc,
    'Bloc',
    `${new Intl.NumberFormat('fr-FR').format(proof.blockNumber)}, horodaté ${proof.blockTimestamp} (secondes Unix, UTC)`,
    y,
  );
  y = fieldRow(doc, 'Racine de Merkle', proof.root, y, { mono: true });
  y = fieldRow(
    doc,
    layer2 ? 'Finalité sur Ethereum' : 'Finalité du bloc',
    input.finalizedAt
      ? `atteinte le ${formatParisDateTime(input.finalizedAt)}`
      : layer2
        ? "en cours à l'émission : elle suit l'ancrage d'environ 20 à 30 minutes"
        : "en cours à l'émission",
    y,
  );

  y = sectionHeading(doc, 'Deux sources de temps, et ce que chacune vaut', y + 4);
  y = fieldRow(
    doc,
    'Blockchain',
    `${formatParisWallClock(anchoredAt)} : preuve technique d'antériorité, vérifiable sans Horodoc, soumise à l'appréciation du juge.`,
    y,
  );
  y = fieldRow(doc, 'Horodatage RFC 3161', timeStampWorthFr(proof, input.timeStampQualified), y);

  // Verification and legal notice, at the foot of the page (or right below the rows, should they grow).
  const signedText = input.signer
    ? ` Ce PDF est signé électroniquement par ${issuer.productName} (PAdES) : toute modification de son texte invalide la signature.`
    : '';
  const verifyText = `Déposez le fichier original et ce certificat sur ${input.verifyUrl} (code QR) : votre navigateur relit sur la blockchain la preuve jointe à ce PDF (${input.proofFileName}). Sans ${issuer.productName} : « npx horodoc verify FICHIER --certificate CE-PDF », ou l'annexe (page 2).${signedText}`;
  const noticeStyle = { font: 'serif', size: 7.6, width: PAGE.width - 24, lineGap: 1.4 } as const;
  const textHeight = (text: string) =>
    doc.font(noticeStyle.font).fontSize(noticeStyle.size).heightOfString(frenchSpacing(text), noticeStyle);
  const noticeHeight = 22 + textHeight(verifyText) + 12 + textHeight(CERTIFICATE_LEGAL_NOTICE) + 10;
  const noticeTop = Math.max(y + 8, A4.height - 66 - 10 - noticeHeight);
  doc
    .save()
    .roundedRect(PAGE.left, noticeTop, PAGE.width, noticeHeight, 3)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke()
    .restore();
  write(doc, 'VÉRIFICATION', PAGE.left + 12, noticeTop + 10, {
    font: 'sansBold',
    size: 7,
    color: COLORS.muted,
    characterSpacing: 1,
  });
  const verifyEnd = write(doc, verifyText, PAGE.left + 12, noticeTop + 22, {
    font: 'serif',
    size: 7.6,
    color: COLORS.text,
    width: PAGE.width - 24,
    align: 'justify',
    lineGap: 1.4,
  });
  write(doc, 'MENTIONS LÉGALES', PAGE.left + 12, verifyEnd + 7, {
    font: 'sansBold',
    size: 7,
    color: COLORS.muted,
    characterSpacing: 1,
  });
  write(doc, CERTIFICATE_LEGAL_NOTICE, PAGE.left + 12, verifyEnd + 19, {
    font: 'serif',
    size: 7.6,
    color: COLORS.text,
    width: PAGE.width - 24,
    align: 'justify',
    lineGap: 1.4,
  });

  // Page 2: the technical annex.
  doc.addPage();
  drawFrame(doc);
  write(doc, 'Annexe technique', PAGE.left, 52, { font: 'serifBold', size: 17, color: COLORS.ink });
  write(doc, `Preuve de Merkle du certificat n° ${input.certificateId}`, PAGE.left, 76, {
    font: 'serifItalic',
    size: 9.5,
    color: COLORS.muted,
  });
  y = write(
    doc,
    "Chaque empreinte est mêlée à un sel aléatoire pour former une feuille ; les feuilles d'un même lot sont combinées deux à deux jusqu'à une racine unique, seule inscrite sur la blockchain. Les valeurs ci-dessous permettent de recalculer cette racine à partir du fichier, puis de constater son enregistrement dans le contrat public, sans recourir à Horodoc.",
    PAGE.left,
    98,
    { font: 'serif', size: 9, color: COLORS.text, align: 'justify', lineGap: 2 },
  );

  y = sectionHeading(doc, 'Preuve', y + 12);
  y = fieldRow(doc, 'Empreinte (fingerprint)', proof.fingerprint, y, { mono: true });
  y = fieldRow(doc, 'Sel (salt)', proof.salt, y, { mono: true });
  if (proof.leaf) y = fieldRow(doc, 'Feuille (leaf)', proof.leaf, y, { mono: true });
  y = fieldRow(
    doc,
    'Chemin (path)',
    proof.path.length === 0
      ? 'aucune étape : la feuille est la racine (lot d’un seul document)'
      : `${proof.path.length} étape${proof.path.length > 1 ? 's' : ''}, de la feuille vers la racine`,
    y,
  );
  // The annex runs onto more pages when a long path, the token and the procedure do not fit on one.
  const CONTENT_BOTTOM = A4.height - 80;
  const room = (height: number) => {
    if (y + height <= CONTENT_BOTTOM) return;
    doc.addPage();
    drawFrame(doc);
    y = 52;
  };
  proof.path.forEach((step, index) => {
    room(14);
    y = fieldRow(doc, `    ${index + 1}. ${sideLabel(step.side)}`, step.hash, y, { mono: true });
  });
  room(80);
  y = fieldRow(doc, 'Racine (root)', proof.root, y, { mono: true, bold: true });
  y = fieldRow(doc, 'Contrat', `${proof.contractAddress} (chaîne ${proof.chainId})`, y, { mono: true });
  y = fieldRow(doc, 'Transaction', proof.transactionHash, y, { mono: true });
  y = fieldRow(
    doc,
    'Explorateur',
    proof.explorerUrl ?? 'aucun explorateur public pour ce réseau de démonstration',
    y,
    {
      mono: proof.explorerUrl !== null,
      size: proof.explorerUrl ? 7.6 : undefined,
    },
  );
  y = fieldRow(
    doc,
    'Bloc et horodatage',
    `${proof.blockNumber} — ${proof.blockTimestamp} (${formatUtcDateTime(anchoredAt)})`,
    y,
    { mono: true },
  );
  if (proof.deploymentBlock !== undefined)
    y = fieldRow(doc, 'Bloc du déploiement', String(proof.deploymentBlock), y, { mono: true });
  y = fieldRow(
    doc,
    'Code du contrat (keccak-256)',
    Object.keys(GENUINE_ANCHOR_CODE_HASHES).at(-1) as string,
    y,
    {
      mono: true,
      size: 7.6,
    },
  );
  if (proof.rfc3161) {
    const token = proof.rfc3161.token;
    room(doc.font('mono').fontSize(5.2).heightOfString(token, { width: PAGE.valueWidth }) + 8);
    y = fieldRow(doc, 'Jeton RFC 3161 (DER, base64)', token, y, { mono: true, size: 5.2 });
  }

  room(60);
  y = sectionHeading(doc, 'Procédure de vérification indépendante', y + 8);
  for (const step of proof.instructions ?? []) {
    room(
      doc
        .font('serif')
        .fontSize(8.4)
        .heightOfString(frenchSpacing(step), { width: PAGE.width, lineGap: 1.6, align: 'justify' }) + 5,
    );
    y =
      write(doc, step, PAGE.left, y, {
        font: 'serif',
        size: 8.4,
        color: COLORS.text,
        align: 'justify',
        lineGap: 1.6,
      }) + 5;
  }
  const pages = doc.bufferedPageRange();
  for (let page = 0; page < pages.count; page++) {
    doc.switchToPage(pages.start + page);
    drawFooter(doc, footer, page + 1, pages.count);
  }
  if (!input.signer) return done();
  addSignaturePlaceholder(doc, {
    signingTime: input.signer.signingTime(),
    name: issuer.productName,
    reason: `Certificat d'horodatage n° ${input.certificateId} et sa preuve jointe`,
    location: input.verifyUrl,
    contactInfo: issuer.supportEmail,
  });
  return input.signer.sign(await done());
}
