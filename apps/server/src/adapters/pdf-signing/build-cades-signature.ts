/**
 * A CAdES detached signature (ETSI EN 319 122, as PAdES embeds it) built with pkijs: the signed attributes
 * PAdES asks for (content type, message digest, signing certificate v2, and no signing time: the PDF's `/M`
 * says it), then, when an authority is at hand, its RFC 3161 token over the signature value as the unsigned
 * `signature-time-stamp` attribute (PAdES-B-T).
 */
import { createHash, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { TimeStamper } from '../tsa/request-timestamp';
import type { PdfSigningKeys } from './pdf-signing-keys';

type EngineCrypto = ConstructorParameters<typeof pkijs.CryptoEngine>[0]['crypto'];
pkijs.setEngine(
  'node',
  new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as EngineCrypto }),
);

const DATA_OID = '1.2.840.113549.1.7.1';
const CONTENT_TYPE_ATTRIBUTE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST_ATTRIBUTE = '1.2.840.113549.1.9.4';
const SIGNING_CERTIFICATE_V2_ATTRIBUTE = '1.2.840.113549.1.9.16.2.47';
const SIGNATURE_TIME_STAMP_ATTRIBUTE = '1.2.840.113549.1.9.16.2.14';

const view = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());

/**
 * Signs `content` (the PDF's byte ranges) and answers the CMS ContentInfo, DER.
 * @throws when the authority does not answer: a certificate is not issued half signed.
 */
export async function buildCadesSignature(
  content: Uint8Array,
  keys: PdfSigningKeys,
  stamper: TimeStamper | null,
): Promise<Uint8Array> {
  const [certificate] = keys.certificates as [pkijs.Certificate];
  const certificateDer = new Uint8Array(certificate.toSchema().toBER());
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: DATA_OID }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
        }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({
          type: 0,
          attributes: [
            new pkijs.Attribute({
              type: CONTENT_TYPE_ATTRIBUTE,
              values: [new asn1js.ObjectIdentifier({ value: DATA_OID })],
            }),
            new pkijs.Attribute({
              type: MESSAGE_DIGEST_ATTRIBUTE,
              values: [new asn1js.OctetString({ valueHex: view(sha256(content)) })],
            }),
            // SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 }; ESSCertIDv2's hash
            // algorithm defaults to SHA-256, so only certHash is written (RFC 5035).
            new pkijs.Attribute({
              type: SIGNING_CERTIFICATE_V2_ATTRIBUTE,
              values: [
                new asn1js.Sequence({
                  value: [
                    new asn1js.Sequence({
                      value: [
                        new asn1js.Sequence({
                          value: [new asn1js.OctetString({ valueHex: view(sha256(certificateDer)) })],
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
    certificates: keys.certificates,
  });
  await signedData.sign(keys.privateKey, 0, 'SHA-256');
  const signerInfo = signedData.signerInfos[0] as pkijs.SignerInfo;
  if (stamper) {
    const signature = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    const { token } = await stamper.stamp(`0x${Buffer.from(sha256(signature)).toString('hex')}`);
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [
        new pkijs.Attribute({
          type: SIGNATURE_TIME_STAMP_ATTRIBUTE,
          values: [pkijs.ContentInfo.fromBER(view(token)).toSchema()],
        }),
      ],
    });
  }
  const contentInfo = new pkijs.ContentInfo({
    contentType: pkijs.ContentInfo.SIGNED_DATA,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER());
}
