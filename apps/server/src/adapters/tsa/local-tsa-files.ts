import { join } from 'node:path';

export interface LocalTsaFiles {
  /** The root certificate to give `openssl ts -verify -CAfile`. */
  caCertificatePath: string;
  tsaCertificatePath: string;
  tsaKeyPath: string;
}

/** Where the local TSA keeps its keys and certificates, under `DATA_DIR/tsa`. */
export function localTsaFiles(dataDir: string): LocalTsaFiles {
  const folder = join(dataDir, 'tsa');
  return {
    caCertificatePath: join(folder, 'tsa-ca.pem'),
    tsaCertificatePath: join(folder, 'tsa.pem'),
    tsaKeyPath: join(folder, 'tsa-key.pem'),
  };
}
