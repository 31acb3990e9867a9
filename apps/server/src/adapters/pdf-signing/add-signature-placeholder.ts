import {
  ANNOTATION_FLAGS,
  DEFAULT_BYTE_RANGE_PLACEHOLDER,
  SIG_FLAGS,
  SUBFILTER_ETSI_CADES_DETACHED,
} from '@signpdf/utils';

/**
 * Room for the CMS signature, in bytes: the signing certificate and its chain, the signature, and the
 * authority's token with its own certificates. A production TSA's token with a long chain stays well below.
 */
const SIGNATURE_BYTES = 20_000;

/**
 * Adds an invisible signature field to page 1 and the signature dictionary `@signpdf/signpdf` fills in: a
 * `/ByteRange` and `/Contents` placeholder, PAdES's `ETSI.CAdES.detached` sub-filter, and the signing time.
 * As `@signpdf/placeholder-pdfkit` does, written here because that package wants pdfkit 0.11 and leaves out
 * the widget's print flag, which PDF/A requires of every annotation.
 */
export function addSignaturePlaceholder(
  doc: PDFKit.PDFDocument,
  options: { signingTime: Date; name: string; reason: string; location: string; contactInfo: string },
): void {
  // pdfkit's private parts: the catalog and the page objects are not in its type declarations.
  const pdf = doc as unknown as PdfkitInternals;
  const signature = pdf.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: [
      0,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
    ],
    Contents: Buffer.alloc(SIGNATURE_BYTES),
    M: options.signingTime,
    Name: new String(options.name),
    Reason: new String(options.reason),
    Location: new String(options.location),
    ContactInfo: new String(options.contactInfo),
  });
  doc.switchToPage(0);
  if (!pdf._acroform) doc.initForm();
  const form = pdf._root.data.AcroForm;
  const widget = pdf.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    F: ANNOTATION_FLAGS.PRINT,
    V: signature,
    T: new String('Signature Horodoc'),
    P: pdf.page.dictionary,
  });
  // initForm's NeedAppearances is forbidden by PDF/A; a signature field needs only these.
  form.data = {
    Type: 'AcroForm',
    SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY,
    Fields: [widget],
    DR: form.data.DR,
  };
  pdf.page.annotations.push(widget);
  signature.end();
  widget.end();
}

interface PdfkitRef {
  data: Record<string, unknown>;
  end(): void;
}

interface PdfkitInternals {
  ref(data: Record<string, unknown>): PdfkitRef;
  _acroform?: unknown;
  _root: { data: { AcroForm: PdfkitRef & { data: { DR?: unknown } } } };
  page: { dictionary: PdfkitRef; annotations: PdfkitRef[] };
}
