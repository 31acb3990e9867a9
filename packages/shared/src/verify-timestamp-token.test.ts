import { describe, expect, it } from 'vitest';
import vectors from './fixtures/proof-v3-vectors.json';
import { certificatesFromPem, type TsaTrustAnchor, verifyTimeStampToken } from './verify-timestamp-token';

const { rfc3161, root } = vectors.proofs.live;
const [trustedRoot] = certificatesFromPem(vectors.tsa.trustedRootPem) as [Uint8Array];
const [untrustedRoot] = certificatesFromPem(vectors.tsa.untrustedRootPem) as [Uint8Array];
const trusted: TsaTrustAnchor[] = [{ certificate: trustedRoot, qualified: false }];
const check = (token: string, anchors = trusted, chain: string[] | undefined = rfc3161.chain) =>
  verifyTimeStampToken({ token, root, chain, anchors });

/** The token with one byte changed, well inside its signature (the last bytes of the DER). */
function flipByte(token: string): string {
  const bytes = Buffer.from(token, 'base64');
  const at = bytes.length - 20;
  bytes[at] = (bytes[at] as number) ^ 0x01;
  return bytes.toString('base64');
}

describe('verifyTimeStampToken', () => {
  it('verifies a token of the root, signed for time-stamping, chained to a trusted root at its genTime', async () => {
    const verdict = await check(rfc3161.token);
    expect(verdict).toMatchObject({ status: 'verified', qualified: false });
    expect(verdict.status === 'verified' && verdict.genTime.toISOString()).toBe(rfc3161.time);
    expect(verdict.status === 'verified' && verdict.authority).toBe('Horodoc TSA locale (non qualifiée)');
  });

  it('calls it qualified only when the root it chains to is configured as qualified', async () => {
    expect(await check(rfc3161.token, [{ certificate: trustedRoot, qualified: true }])).toMatchObject({
      status: 'verified',
      qualified: true,
    });
    const other = [
      { certificate: untrustedRoot, qualified: true },
      { certificate: trustedRoot, qualified: false },
    ];
    expect(await check(rfc3161.token, other)).toMatchObject({ status: 'verified', qualified: false });
  });

  it('finds the chain in the token alone when the root was given, or leaves it untrusted without the root', async () => {
    expect(await check(rfc3161.token, trusted, [])).toMatchObject({ status: 'verified' });
    expect(await check(rfc3161.token, [])).toMatchObject({ status: 'untrusted' });
  });

  it('leaves a token under a root nobody trusts untrusted, never qualified', async () => {
    const verdict = await check(vectors.tsa.untrustedToken, trusted, vectors.tsa.untrustedChain);
    expect(verdict).toMatchObject({ status: 'untrusted', authority: 'Horodoc TSA locale (non qualifiée)' });
  });

  it('refuses the token of another root', async () => {
    expect(await check(vectors.tsa.otherRootToken)).toMatchObject({ status: 'invalid' });
  });

  it('refuses a token with one byte flipped', async () => {
    expect(await check(flipByte(rfc3161.token))).toMatchObject({ status: 'invalid' });
  });

  it('refuses garbage', async () => {
    expect(await check('MIIBAAAA')).toMatchObject({ status: 'invalid' });
    expect(await check(Buffer.from('pas un jeton').toString('base64'))).toMatchObject({ status: 'invalid' });
  });

  it('leaves untrusted a token dated when its signer’s certificate was not valid', async () => {
    expect(await check(vectors.tsa.outOfValidityToken)).toMatchObject({ status: 'untrusted' });
  });
});
