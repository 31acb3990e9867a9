/**
 * RFC 3161 messages, built and read with pkijs and asn1js (no hand-written DER): the request for a root, the
 * response a TSA signs, and the token kept in the proof. The message imprint is SHA-256 with the batch root
 * itself as the digest, so `openssl ts -verify -digest ROOT` checks a token against a proof directly.
 */
import { createHash, randomBytes, verify as verifySignature, webcrypto, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
pkijs.setEngine(
  'node',
  new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto }),
);

/** The private key type pkijs signs with (WebCrypto's CryptoKey). */
export type SigningKey = Parameters<pkijs.SignedData['sign']>[0];

const SHA256_OID = '2.16.840.1.101.3.4.2.1';
const TST_INFO_OID = '1.2.840.113549.1.9.16.1.4';
const CONTENT_TYPE_ATTRIBUTE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST_ATTRIBUTE = '1.2.840.113549.1.9.4';
const SIGNING_CERTIFICATE_V2_ATTRIBUTE = '1.2.840.113549.1.9.16.2.47';

const view = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const rootBytes = (root: string) => Buffer.from(root.replace(/^0x/, ''), 'hex');

class TsaProtocolError extends Error {
  override name = 'TsaProtocolError';
}

/** A TimeStampReq for `root` (SHA-256 imprint, a random nonce, the TSA's certificate asked for). */
export function buildTimeStampRequest(root: string): { der: Uint8Array; nonce: bigint } {
  const nonceBytes = randomBytes(8);
  nonceBytes[0] = (nonceBytes[0] as number) & 0x7f;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID }),
      hashedMessage: new asn1js.OctetString({ valueHex: view(rootBytes(root)) }),
    }),
    nonce: new asn1js.Integer({ valueHex: view(nonceBytes) }),
    certReq: true,
  });
  return {
    der: new Uint8Array(request.toSchema().toBER()),
    nonce: BigInt(`0x${nonceBytes.toString('hex')}`),
  };
}

export interface StampedRoot {
  /** The TimeStampToken (CMS ContentInfo), DER. */
  token: Uint8Array;
  genTime: Date;
  /** The signer's subject common name (or whole subject). */
  authority: string;
  /** The signer's certificate, DER: the first link of the chain a proof carries. */
  signerCertificate: Uint8Array;
}

/**
 * Reads a TSA's answer: granted, for this root and nonce, with a signature that holds for the certificate it
 * carries. Trust in that certificate (a qualified TSA on the EU lists) is checked by whoever relies on it.
 * @throws TsaProtocolError when the answer is not such a token.
 */
export async function readTimeStampResponse(
  der: Uint8Array,
  root: string,
  nonce: bigint,
): Promise<StampedRoot> {
  let response: pkijs.TimeStampResp;
  try {
    response = pkijs.TimeStampResp.fromBER(view(der));
  } catch (error) {
    throw new TsaProtocolError(
      `not a TimeStampResp: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const status = response.status.status;
  if (
    (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods) ||
    !response.timeStampToken
  )
    throw new TsaProtocolError(`the TSA refused the request (status ${status})`);
  const token = new Uint8Array(response.timeStampToken.toSchema().toBER());
  const stamped = await readTimeStampToken(token);
  if (stamped.imprint !== root.replace(/^0x/, '').toLowerCase())
    throw new TsaProtocolError('the token time-stamps another value than the root');
  if (stamped.nonce !== nonce) throw new TsaProtocolError('the token answers another request (nonce)');
  return {
    token,
    genTime: stamped.genTime,
    authority: stamped.authority,
    signerCertificate: stamped.signerCertificate,
  };
}

/** What a token says, after checking its signature against the certificate it carries. */
async function readTimeStampToken(token: Uint8Array): Promise<{
  imprint: string;
  genTime: Date;
  nonce: bigint | null;
  authority: string;
  signerCertificate: Uint8Array;
}> {
  const contentInfo = pkijs.ContentInfo.fromBER(view(token));
  const signed = new pkijs.SignedData({ schema: contentInfo.content });
  if (signed.encapContentInfo.eContentType !== TST_INFO_OID) throw new TsaProtocolError('not a TSTInfo');
  const content = signed.encapContentInfo.eContent as asn1js.OctetString;
  const tstInfo = pkijs.TSTInfo.fromBER(content.getValue());
  if (tstInfo.messageImprint.hashAlgorithm.algorithmId !== SHA256_OID)
    throw new TsaProtocolError('the token’s imprint is not SHA-256');
  const certificate = signerCertificate(signed);
  if (!certificate || !signatureHolds(signed, certificate, new Uint8Array(content.getValue())))
    throw new TsaProtocolError('the token’s signature does not hold for the certificate it carries');
  const subject = certificate?.subject.typesAndValues ?? [];
  const commonName = subject.find((tv) => tv.type === '2.5.4.3')?.value.valueBlock.value;
  return {
    imprint: Buffer.from(tstInfo.messageImprint.hashedMessage.getValue()).toString('hex'),
    genTime: tstInfo.genTime,
    nonce: tstInfo.nonce
      ? BigInt(`0x${Buffer.from(tstInfo.nonce.valueBlock.valueHexView).toString('hex')}`)
      : null,
    authority: typeof commonName === 'string' ? commonName : 'autorité inconnue',
    signerCertificate: new Uint8Array(certificate.toSchema().toBER()),
  };
}

export interface TsaSigner {
  certificate: pkijs.Certificate;
  privateKey: SigningKey;
  /** The TSA's policy OID, written in every token. */
  policy: string;
}

/**
 * Answers a TimeStampReq as a TSA does: a TSTInfo for its imprint, signed in CMS with the signing-certificate
 * attribute openssl requires (RFC 5816). Refuses any imprint but SHA-256.
 */
export async function buildTimeStampResponse(
  requestDer: Uint8Array,
  signer: TsaSigner,
  now: Date,
): Promise<Uint8Array> {
  let request: pkijs.TimeStampReq;
  try {
    request = pkijs.TimeStampReq.fromBER(view(requestDer));
  } catch {
    return rejection(pkijs.PKIStatus.rejection);
  }
  if (request.messageImprint.hashAlgorithm.algorithmId !== SHA256_OID)
    return rejection(pkijs.PKIStatus.rejection);

  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: signer.policy,
    messageImprint: request.messageImprint,
    serialNumber: new asn1js.Integer({ valueHex: view(randomSerial()) }),
    genTime: now,
    accuracy: new pkijs.Accuracy({ seconds: 1 }),
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const tstInfoDer = tstInfo.toSchema().toBER();
  const certificateDer = signer.certificate.toSchema().toBER();
  const signedData = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: TST_INFO_OID,
      eContent: new asn1js.OctetString({ valueHex: tstInfoDer }),
    }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: signer.certificate.issuer,
          serialNumber: signer.certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: CONTENT_TYPE_ATTRIBUTE,
              values: [new asn1js.ObjectIdentifier({ value: TST_INFO_OID })],
            }),
            new pkijs.Attribute({
              type: MESSAGE_DIGEST_ATTRIBUTE,
              values: [new asn1js.OctetString({ valueHex: view(sha256(new Uint8Array(tstInfoDer))) })],
            }),
            // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }, ESSCertIDv2 ::= SEQUENCE
            // { certHash OCTET STRING } (hashAlgorithm defaults to SHA-256).
            new pkijs.Attribute({
              type: SIGNING_CERTIFICATE_V2_ATTRIBUTE,
              values: [
                new asn1js.Sequence({
                  value: [
                    new asn1js.Sequence({
                      value: [
                        new asn1js.Sequence({
                          value: [
                            new asn1js.OctetString({
                              valueHex: view(sha256(new Uint8Array(certificateDer))),
                            }),
                          ],
                        }),
                      ],
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      }),
    ],
    certificates: request.certReq ? [signer.certificate] : [],
  });
  await signedData.sign(signer.privateKey, 0, 'SHA-256');
  const response = new pkijs.TimeStampResp({
    status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
    timeStampToken: new pkijs.ContentInfo({
      contentType: pkijs.ContentInfo.SIGNED_DATA,
      content: signedData.toSchema(true),
    }),
  });
  return new Uint8Array(response.toSchema().toBER());
}

/** The certificate the token names as its signer's, among those it carries. */
function signerCertificate(signed: pkijs.SignedData): pkijs.Certificate | null {
  const sid = signed.signerInfos[0]?.sid;
  if (!(sid instanceof pkijs.IssuerAndSerialNumber)) return null;
  const certificates = (signed.certificates ?? []).filter((c) => c instanceof pkijs.Certificate);
  return certificates.find((c) => c.serialNumber.isEqual(sid.serialNumber)) ?? null;
}

/**
 * CMS with signed attributes (RFC 5652 § 5.4): the messageDigest attribute is SHA-256 of the TSTInfo, and the
 * signature covers the attributes' DER as a SET. (pkijs' own `verify` insists on the stamped data itself,
 * which an imprint-only token does not have.)
 */
function signatureHolds(
  signed: pkijs.SignedData,
  certificate: pkijs.Certificate,
  tstInfo: Uint8Array,
): boolean {
  const signerInfo = signed.signerInfos[0];
  const attributes = signerInfo?.signedAttrs;
  if (!signerInfo || !attributes?.encodedValue) return false;
  const digest = attributes.attributes.find((a) => a.type === MESSAGE_DIGEST_ATTRIBUTE)?.values[0] as
    | asn1js.OctetString
    | undefined;
  if (!digest || !Buffer.from(digest.getValue()).equals(sha256(tstInfo))) return false;
  const signedBytes = new Uint8Array(attributes.encodedValue.slice(0));
  signedBytes[0] = 0x31;
  const publicKey = new X509Certificate(Buffer.from(certificate.toSchema().toBER())).publicKey;
  const hash = signerInfo.digestAlgorithm.algorithmId === SHA256_OID ? 'sha256' : null;
  if (!hash) return false;
  try {
    return verifySignature(hash, signedBytes, publicKey, Buffer.from(signerInfo.signature.getValue()));
  } catch {
    return false;
  }
}

function rejection(status: pkijs.PKIStatus): Uint8Array {
  const response = new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status }) });
  return new Uint8Array(response.toSchema().toBER());
}

function randomSerial(): Uint8Array {
  const bytes = randomBytes(16);
  bytes[0] = ((bytes[0] as number) & 0x7f) | 0x01;
  return bytes;
}

function sha256(data: Uint8Array): Uint8Array {
  return createHash('sha256').update(data).digest();
}
