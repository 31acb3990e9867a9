import * as pkijs from 'pkijs';

/**
 * RFC 3161 time-stamp tokens checked the same way by the command line and the browser (pkijs over
 * WebCrypto): the CMS signature, the message imprint equal to the batch root, the signer's certificate for
 * time-stamping, and its chain up to an anchor the verifier trusts, valid at the token's own time (genTime).
 */

const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';
const DATA_OID = '1.2.840.113549.1.7.1';
const EXTENDED_KEY_USAGE_OID = '2.5.29.37';
const TIME_STAMPING_OID = '1.3.6.1.5.5.7.3.8';

/** A root the verifier trusts; `qualified` only when configured so (an eIDAS qualified authority's root). */
export interface TsaTrustAnchor {
  /** The root certificate, DER. */
  certificate: Uint8Array;
  qualified: boolean;
}

/**
 * verified: every check holds up to a trusted anchor; untrusted: the token is sound for the root but its
 * signer's chain reaches no trusted anchor (or was not valid at genTime), so its date is not vouched for;
 * invalid: not a token of this root, or its signature does not hold.
 */
export type TimeStampVerdict =
  | { status: 'absent' }
  | { status: 'invalid'; detail: string }
  | { status: 'untrusted'; genTime: Date; authority: string; detail: string }
  | { status: 'verified'; genTime: Date; authority: string; qualified: boolean };

export interface VerifyTimeStampTokenOptions {
  /** The token, DER in base64 (the proof's `rfc3161.token`). */
  token: string;
  /** The batch root it must time-stamp (0x-hex). */
  root: string;
  /** Certificates to build the signer's chain with (DER in base64, the proof's `rfc3161.chain`). */
  chain?: readonly string[];
  anchors: readonly TsaTrustAnchor[];
}

const fromBase64 = (text: string): ArrayBuffer => {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
};
const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const view = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer as ArrayBuffer;

/** The engine over the platform's WebCrypto (the browser's, or Node's global one). */
function engine(): pkijs.ICryptoEngine {
  const crypto = globalThis.crypto as unknown as ConstructorParameters<
    typeof pkijs.CryptoEngine
  >[0]['crypto'];
  return new pkijs.CryptoEngine({ name: 'webcrypto', crypto });
}

function commonName(certificate: pkijs.Certificate): string {
  const cn = certificate.subject.typesAndValues.find((tv) => tv.type === '2.5.4.3')?.value.valueBlock.value;
  return typeof cn === 'string' ? cn : 'autorité inconnue';
}

function forTimeStamping(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((e) => e.extnID === EXTENDED_KEY_USAGE_OID);
  const usages = (extension?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
  return usages.includes(TIME_STAMPING_OID);
}

/**
 * Checks a token for `root`. Never throws: a token that cannot be read is `invalid`.
 * @example
 * const verdict = await verifyTimeStampToken({ token, root: proof.root, chain, anchors });
 * if (verdict.status === 'verified') console.log(verdict.genTime, verdict.qualified);
 */
export async function verifyTimeStampToken(options: VerifyTimeStampTokenOptions): Promise<TimeStampVerdict> {
  const crypto = engine();
  let signed: pkijs.SignedData;
  let tstInfo: pkijs.TSTInfo;
  try {
    const contentInfo = pkijs.ContentInfo.fromBER(fromBase64(options.token));
    if (contentInfo.contentType !== pkijs.ContentInfo.SIGNED_DATA) return invalid('not a CMS SignedData');
    signed = new pkijs.SignedData({ schema: contentInfo.content });
    if (signed.encapContentInfo.eContentType !== TST_INFO_OID) return invalid('not a TSTInfo');
    const content = signed.encapContentInfo.eContent;
    if (!content) return invalid('no TSTInfo');
    tstInfo = pkijs.TSTInfo.fromBER(content.getValue());
  } catch (error) {
    return invalid(`unreadable token: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (tstInfo.messageImprint.hashAlgorithm.algorithmId !== SHA256_OID)
    return invalid('the imprint is not SHA-256');
  const imprint = toHex(tstInfo.messageImprint.hashedMessage.getValue());
  if (imprint !== options.root.replace(/^0x/, '').toLowerCase())
    return invalid(`the token time-stamps 0x${imprint}, not the root ${options.root}`);

  try {
    const carried = (options.chain ?? []).map((der) => pkijs.Certificate.fromBER(fromBase64(der)));
    signed.certificates = [...(signed.certificates ?? []), ...carried];
  } catch {
    return invalid('a certificate of the chain is unreadable');
  }
  // pkijs checks a TSTInfo's imprint as the hash of given data; ours is the root itself, checked above. The
  // CMS signature over the signed attributes (which bind the TSTInfo by its digest) is checked as for any
  // content: the content type seen by pkijs is changed in memory, the signed bytes are not.
  signed.encapContentInfo.eContentType = DATA_OID;
  const genTime = tstInfo.genTime;
  const check = async (anchors: readonly TsaTrustAnchor[] | null) => {
    try {
      const result = (await signed.verify(
        {
          signer: 0,
          checkChain: anchors !== null,
          checkDate: genTime,
          trustedCerts: (anchors ?? []).map((a) => pkijs.Certificate.fromBER(view(a.certificate))),
          extendedMode: true,
        },
        crypto,
      )) as unknown as { signatureVerified: boolean; signerCertificate: pkijs.Certificate };
      return { ok: result.signatureVerified === true, signer: result.signerCertificate, error: '' };
    } catch (error) {
      const message = (error as { message?: string }).message ?? String(error);
      return { ok: false, signer: null, error: message };
    }
  };

  const signature = await check(null);
  if (!signature.ok || !signature.signer)
    return invalid(`the token's signature does not hold${signature.error ? ` (${signature.error})` : ''}`);
  if (!forTimeStamping(signature.signer)) return invalid('the signer certificate is not for time-stamping');
  const authority = commonName(signature.signer);

  const qualifiedAnchors = options.anchors.filter((a) => a.qualified);
  if (qualifiedAnchors.length > 0 && (await check(qualifiedAnchors)).ok)
    return { status: 'verified', genTime, authority, qualified: true };
  const chained = options.anchors.length > 0 ? await check(options.anchors) : null;
  if (chained?.ok) return { status: 'verified', genTime, authority, qualified: false };
  return {
    status: 'untrusted',
    genTime,
    authority,
    detail: chained ? chained.error : 'no trusted authority was given',
  };
}

const invalid = (detail: string): TimeStampVerdict => ({ status: 'invalid', detail });

/** PEM text to DER bytes, for every certificate it holds. */
export function certificatesFromPem(pem: string): Uint8Array[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => new Uint8Array(fromBase64(block.replace(/-----[A-Z ]+-----|\s/g, ''))));
}
