/**
 * The key and certificates that sign certificate PDFs. Embedded mode: a local root and a signing certificate
 * under it, generated once into `DATA_DIR/pdf-signing` as the local TSA's are, and reused. Production: the
 * PEM key and chain of the configuration (`PDF_SIGNING_KEY`, `PDF_SIGNING_CERTIFICATES`), never logged.
 */

import { createPrivateKey, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata polyfill first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';

// Node's WebCrypto is the standard one; `never` picks set(crypto) among its overloads under any lib.
x509.cryptoProvider.set(webcrypto as never);

/** The private key type pkijs signs with (WebCrypto's CryptoKey). */
type SigningKey = Parameters<pkijs.SignedData['sign']>[0];

export interface PdfSigningKeys {
  privateKey: SigningKey;
  /** The signing certificate first, then the chain up to (and including) its root. */
  certificates: pkijs.Certificate[];
}

/** ECDSA P-256: generated in a millisecond, so a test's fresh data folder costs nothing. */
const LOCAL_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;

interface LocalSigningFiles {
  caCertificatePath: string;
  certificatePath: string;
  keyPath: string;
}

function localSigningFiles(dataDir: string): LocalSigningFiles {
  const folder = join(dataDir, 'pdf-signing');
  return {
    caCertificatePath: join(folder, 'signing-ca.pem'),
    certificatePath: join(folder, 'signing.pem'),
    keyPath: join(folder, 'signing-key.pem'),
  };
}

/** The embedded mode's keys, generated on the first call. */
export async function loadLocalPdfSigningKeys(dataDir: string, now = new Date()): Promise<PdfSigningKeys> {
  const files = localSigningFiles(dataDir);
  if (!existsSync(files.keyPath) || !existsSync(files.certificatePath)) await generate(files, now);
  return readPdfSigningKeys(
    readFileSync(files.keyPath, 'utf8'),
    `${readFileSync(files.certificatePath, 'utf8')}${readFileSync(files.caCertificatePath, 'utf8')}`,
  );
}

/**
 * Reads a PKCS#8 PEM key (RSA or EC) and a PEM chain, signing certificate first.
 * @throws Error naming what is wrong, never the key itself.
 */
export async function readPdfSigningKeys(keyPem: string, certificatesPem: string): Promise<PdfSigningKeys> {
  const certificates = x509.PemConverter.decode(certificatesPem).map((der) => pkijs.Certificate.fromBER(der));
  if (certificates.length === 0) throw new Error('PDF_SIGNING_CERTIFICATES holds no PEM certificate');
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey(keyPem);
  } catch {
    throw new Error('PDF_SIGNING_KEY is not a readable PEM private key');
  }
  const algorithm =
    key.asymmetricKeyType === 'ec'
      ? { name: 'ECDSA', namedCurve: curveName(key.asymmetricKeyDetails?.namedCurve) }
      : key.asymmetricKeyType === 'rsa'
        ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }
        : null;
  if (!algorithm) throw new Error(`PDF_SIGNING_KEY: unsupported key type ${key.asymmetricKeyType}`);
  const der = key.export({ format: 'der', type: 'pkcs8' });
  const privateKey = await webcrypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']);
  return { privateKey: privateKey as unknown as SigningKey, certificates };
}

function curveName(nodeName: string | undefined): string {
  const names: Record<string, string> = { prime256v1: 'P-256', secp384r1: 'P-384', secp521r1: 'P-521' };
  const name = names[nodeName ?? ''];
  if (!name) throw new Error(`PDF_SIGNING_KEY: unsupported curve ${nodeName}`);
  return name;
}

async function generate(files: LocalSigningFiles, now: Date) {
  mkdirSync(join(files.keyPath, '..'), { recursive: true });
  const notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now.getTime() + 20 * 365 * 86_400_000);
  const generateKeys = async () =>
    (await webcrypto.subtle.generateKey(LOCAL_ALGORITHM, true, [
      'sign',
      'verify',
    ])) as webcrypto.CryptoKeyPair;
  const [caKeys, signingKeys] = await Promise.all([generateKeys(), generateKeys()]);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Horodoc signature locale des certificats (racine non reconnue), O=Horodoc',
    notBefore,
    notAfter,
    signingAlgorithm: LOCAL_ALGORITHM,
    keys: caKeys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const signing = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=Horodoc (signature locale des certificats), O=Horodoc',
    issuer: ca.subject,
    notBefore,
    notAfter,
    signingAlgorithm: LOCAL_ALGORITHM,
    publicKey: signingKeys.publicKey,
    signingKey: caKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(signingKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const key = await webcrypto.subtle.exportKey('pkcs8', signingKeys.privateKey);
  writeFileSync(files.caCertificatePath, `${ca.toString('pem')}\n`);
  writeFileSync(files.certificatePath, `${signing.toString('pem')}\n`);
  writeFileSync(files.keyPath, `${x509.PemConverter.encode(key, 'PRIVATE KEY')}\n`, { mode: 0o600 });
}
