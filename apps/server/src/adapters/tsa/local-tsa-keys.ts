/**
 * The embedded mode's time-stamping authority: a local root and a TSA certificate signed by it (critical
 * extendedKeyUsage timeStamping, as RFC 3161 requires), generated once into `DATA_DIR/tsa` and reused. It
 * is NOT a qualified authority: its tokens carry no eIDAS presumption, they show the mechanism end to end.
 */

import { webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata polyfill first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';
import { type LocalTsaFiles, localTsaFiles } from './local-tsa-files';
import type { SigningKey, TsaSigner } from './tsa-protocol';

// Node's WebCrypto is the standard one; `never` picks set(crypto) among its overloads under any lib.
x509.cryptoProvider.set(webcrypto as never);

const ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
} as const;

/**
 * The local TSA's policy: an OID under 2.25 (a UUID turned integer, ITU-T X.667), which needs no registration.
 */
const LOCAL_TSA_POLICY = '2.25.160591339428591628049434651591926452743';

/** Loads the local TSA's key and certificate, generating them on the first start. */
export async function loadLocalTsaSigner(
  dataDir: string,
  now = new Date(),
): Promise<TsaSigner & LocalTsaFiles> {
  const files = localTsaFiles(dataDir);
  if (!existsSync(files.tsaKeyPath) || !existsSync(files.tsaCertificatePath)) await generate(files, now);
  const certificate = new x509.X509Certificate(readFileSync(files.tsaCertificatePath, 'utf8'));
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    x509.PemConverter.decodeFirst(readFileSync(files.tsaKeyPath, 'utf8')),
    { name: ALGORITHM.name, hash: ALGORITHM.hash },
    false,
    ['sign'],
  );
  return {
    ...files,
    certificate: pkijs.Certificate.fromBER(certificate.rawData),
    privateKey: privateKey as unknown as SigningKey,
    policy: LOCAL_TSA_POLICY,
  };
}

async function generate(files: LocalTsaFiles, now: Date) {
  mkdirSync(join(files.tsaKeyPath, '..'), { recursive: true });
  const notBefore = new Date(now.getTime() - 60_000);
  const notAfter = new Date(now.getTime() + 20 * 365 * 86_400_000);
  const caKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const tsaKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Horodoc TSA locale (racine non qualifiée), O=Horodoc',
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    keys: caKeys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const tsa = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=Horodoc TSA locale (non qualifiée), O=Horodoc',
    issuer: ca.subject,
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    publicKey: tsaKeys.publicKey,
    signingKey: caKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.timeStamping], true),
      await x509.SubjectKeyIdentifierExtension.create(tsaKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const key = await webcrypto.subtle.exportKey('pkcs8', tsaKeys.privateKey);
  writeFileSync(files.caCertificatePath, `${ca.toString('pem')}\n`);
  writeFileSync(files.tsaCertificatePath, `${tsa.toString('pem')}\n`);
  writeFileSync(files.tsaKeyPath, `${x509.PemConverter.encode(key, 'PRIVATE KEY')}\n`, { mode: 0o600 });
}
