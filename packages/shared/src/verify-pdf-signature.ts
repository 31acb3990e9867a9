import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { PdfFile } from './pdf/open-pdf';
import {
  latin1,
  type PdfDict,
  PdfName,
  PdfRef,
  PdfString,
  type PdfValue,
  textString,
} from './pdf/pdf-syntax';

/** Why a signed PDF's signature does not hold. */
export type PdfSignatureFailure =
  /** Bytes were changed or added after the signature: it does not cover the whole file. */
  | 'not_whole_file'
  /** The signed bytes' SHA-256 differs from the one the signature holds: the content was changed. */
  | 'digest_mismatch'
  /** The CMS is unreadable, or its signature does not hold for the certificate it names. */
  | 'bad_signature';

export type PdfSignatureCheck =
  | { status: 'unsigned' }
  | { status: 'invalid'; reason: PdfSignatureFailure; detail: string }
  | {
      status: 'signed';
      /** The signing certificate's common name, as the signature carries it; who vouches for it is not checked here. */
      signer: string;
      /** SHA-256 of the signing certificate (DER), hexadecimal, to compare with a published one. */
      signerCertificateSha256: string;
      /** The time the signer wrote in the PDF (`/M`): a claim. */
      claimedSigningTime: string | null;
      /** The RFC 3161 token over the signature (PAdES-B-T), whose own signature and imprint were checked. */
      timeStamp: { time: string; authority: string } | null;
    };

const MESSAGE_DIGEST_ATTRIBUTE = '1.2.840.113549.1.9.4';
const SIGNATURE_TIME_STAMP_ATTRIBUTE = '1.2.840.113549.1.9.16.2.14';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';
const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const COMMON_NAME_OID = '2.5.4.3';

// Node keeps pkijs' engine in a global of its own; the browser's is WebCrypto already.
if (!('window' in globalThis) && globalThis.crypto?.subtle) {
  pkijs.setEngine('webcrypto', new pkijs.CryptoEngine({ name: 'webcrypto', crypto: globalThis.crypto }));
}

const buffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', buffer(bytes)));

/**
 * Checks a PDF's signature (PAdES / PKCS#7 detached, ISO 32000-1 § 12.8): that it covers the whole file but
 * its own `/Contents`, that the signed bytes' SHA-256 is the one signed, and that the CMS signature holds for
 * the certificate it carries; then its RFC 3161 token, when it has one. Whether that certificate is
 * Horodoc's is a separate question: its SHA-256 is reported for that. Node and browsers alike.
 */
export async function verifyPdfSignature(file: PdfFile): Promise<PdfSignatureCheck> {
  const signatures = await signatureDictionaries(file);
  if (signatures.length === 0) return { status: 'unsigned' };
  let outcome: PdfSignatureCheck = { status: 'unsigned' };
  let coversWholeFile = false;
  for (const signature of signatures) {
    const checked = await checkSignature(file.bytes, signature);
    if (checked.status !== 'signed') return checked;
    const range = signature.get('ByteRange') as number[];
    // Up to the end of the file: a line break a mail or file transfer added after %%EOF is no revision.
    const end = (range[2] as number) + (range[3] as number);
    if (end <= file.bytes.length && /^[\r\n\t ]{0,4}$/.test(latin1(file.bytes.subarray(end)))) {
      coversWholeFile = true;
      outcome = checked;
    }
  }
  if (!coversWholeFile)
    return {
      status: 'invalid',
      reason: 'not_whole_file',
      detail: 'bytes were added after the last signature',
    };
  return outcome;
}

/** The `/V` dictionaries of the AcroForm's signature fields, in the order the form lists them. */
async function signatureDictionaries(file: PdfFile): Promise<PdfDict[]> {
  const catalog = await file.catalog();
  const form = catalog ? await file.resolve(catalog.get('AcroForm')) : null;
  if (!(form instanceof Map)) return [];
  const found: PdfDict[] = [];
  const pending: PdfValue[] = [...(((await file.resolve(form.get('Fields'))) as PdfValue[] | null) ?? [])];
  const visited = new Set<string>();
  for (let count = 0; pending.length > 0 && count < 1024; count++) {
    const reference = pending.shift();
    if (reference instanceof PdfRef) {
      if (visited.has(reference.key)) continue;
      visited.add(reference.key);
    }
    const field = await file.resolve(reference);
    if (!(field instanceof Map)) continue;
    const kids = await file.resolve(field.get('Kids'));
    if (Array.isArray(kids)) pending.push(...kids);
    const type = field.get('FT');
    const value = await file.resolve(field.get('V'));
    if (type instanceof PdfName && type.name === 'Sig' && value instanceof Map) found.push(value);
  }
  return found;
}

async function checkSignature(bytes: Uint8Array, signature: PdfDict): Promise<PdfSignatureCheck> {
  const invalid = (reason: PdfSignatureFailure, detail: string): PdfSignatureCheck => ({
    status: 'invalid',
    reason,
    detail,
  });
  const range = signature.get('ByteRange');
  const contents = signature.get('Contents');
  if (
    !Array.isArray(range) ||
    range.length !== 4 ||
    !range.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0) ||
    !(contents instanceof PdfString)
  )
    return invalid('bad_signature', 'no /ByteRange of four offsets, or no /Contents');
  const [start, firstLength, second, secondLength] = range as [number, number, number, number];
  // The one gap must be exactly the hexadecimal /Contents string, delimiters included: nothing else unsigned.
  const gap = latin1(bytes.subarray(firstLength, second));
  if (
    start !== 0 ||
    second + secondLength > bytes.length ||
    !/^<[0-9a-fA-F\s]*>$/.test(gap) ||
    gap.slice(1, -1).replace(/\s/g, '').toLowerCase() !== hex(contents.bytes)
  )
    return invalid(
      'not_whole_file',
      `the signed ranges [${range.join(' ')}] leave more than the signature out`,
    );
  const signed = new Uint8Array(firstLength + secondLength);
  signed.set(bytes.subarray(0, firstLength), 0);
  signed.set(bytes.subarray(second, second + secondLength), firstLength);

  let signedData: pkijs.SignedData;
  try {
    const parsed = asn1js.fromBER(buffer(contents.bytes));
    if (parsed.offset === -1) throw new Error('not DER');
    const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
    signedData = new pkijs.SignedData({ schema: contentInfo.content });
  } catch (error) {
    return invalid(
      'bad_signature',
      `unreadable CMS: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const signerInfo = signedData.signerInfos[0];
  const digest = signerInfo?.signedAttrs?.attributes.find((a) => a.type === MESSAGE_DIGEST_ATTRIBUTE)
    ?.values[0] as asn1js.OctetString | undefined;
  if (!signerInfo || !digest || signerInfo.digestAlgorithm.algorithmId !== SHA256_OID)
    return invalid('bad_signature', 'no SHA-256 message digest among the signed attributes');
  if (hex(digest.valueBlock.valueHexView) !== hex(await sha256(signed)))
    return invalid('digest_mismatch', 'the signed bytes are not those the signature was made over');
  let verified: pkijs.SignedDataVerifyResult;
  try {
    verified = await signedData.verify({
      signer: 0,
      data: buffer(signed),
      checkChain: false,
      extendedMode: true,
    });
  } catch (error) {
    return invalid('bad_signature', String((error as { message?: string }).message ?? error));
  }
  const certificate = verified.signerCertificate;
  if (!verified.signatureVerified || !certificate)
    return invalid('bad_signature', 'the signature does not hold for the certificate it carries');

  const timeStamp = await checkTimeStamp(signerInfo);
  if (timeStamp === 'invalid') return invalid('bad_signature', 'its time stamp is not a valid token over it');
  return {
    status: 'signed',
    signer: commonName(certificate),
    signerCertificateSha256: hex(await sha256(new Uint8Array(certificate.toSchema().toBER()))),
    claimedSigningTime: pdfDate(textString(signature.get('M'))),
    timeStamp,
  };
}

/** The signature-time-stamp token: a TSTInfo over SHA-256 of the signature value, signed by its TSA. */
async function checkTimeStamp(
  signerInfo: pkijs.SignerInfo,
): Promise<{ time: string; authority: string } | null | 'invalid'> {
  const attribute = signerInfo.unsignedAttrs?.attributes.find(
    (a) => a.type === SIGNATURE_TIME_STAMP_ATTRIBUTE,
  );
  if (!attribute) return null;
  try {
    const token = new pkijs.SignedData({
      schema: new pkijs.ContentInfo({ schema: attribute.values[0] }).content,
    });
    if (token.encapContentInfo.eContentType !== TST_INFO_OID) return 'invalid';
    const info = pkijs.TSTInfo.fromBER((token.encapContentInfo.eContent as asn1js.OctetString).getValue());
    const stamped = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    const imprint = await sha256(stamped);
    if (
      info.messageImprint.hashAlgorithm.algorithmId !== SHA256_OID ||
      hex(info.messageImprint.hashedMessage.valueBlock.valueHexView) !== hex(imprint)
    )
      return 'invalid';
    // pkijs hashes the stamped data (the signature value) and compares it with the token's imprint too.
    const result = await token.verify({
      signer: 0,
      data: buffer(stamped),
      checkChain: false,
      extendedMode: true,
    });
    if (!result.signatureVerified || !result.signerCertificate) return 'invalid';
    return { time: info.genTime.toISOString(), authority: commonName(result.signerCertificate) };
  } catch {
    return 'invalid';
  }
}

function commonName(certificate: pkijs.Certificate): string {
  const name = certificate.subject.typesAndValues.find((tv) => tv.type === COMMON_NAME_OID)?.value.valueBlock
    .value;
  return typeof name === 'string' ? name : 'inconnu';
}

/** `D:20261127133909Z` (§ 7.9.4) as ISO 8601, or null. */
function pdfDate(text: string | null): string | null {
  const match = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|[+-]\d{2}'?\d{2}'?)?/.exec(text ?? '');
  if (!match) return null;
  const zone =
    !match[7] || match[7] === 'Z' ? 'Z' : `${match[7].slice(0, 3)}:${match[7].replace(/'/g, '').slice(3, 5)}`;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
