import { describe, expect, it } from 'vitest';
import { checkWebhookTarget, isForbiddenAddress } from './webhook-target-guard';

describe('the webhook target guard', () => {
  it.each([
    ['127.0.0.1', true],
    ['169.254.169.254', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['fd00:ec2::254', true],
    ['fe80::1', true],
    ['93.184.215.14', false],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', false],
    // IPv6 forms carrying a public IPv4 are as public as it is.
    ['::ffff:93.184.215.14', false],
    ['64:ff9b::93.184.215.14', false],
    ['2002:5db8:d70e::1', false],
  ])('judges %s forbidden: %s', (address, expected) => {
    expect(isForbiddenAddress(address)).toBe(expected);
  });

  /** Every way to write an IPv6 address that leads to a private, loopback or link-local IPv4 one. */
  const embeddingForms = [
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:0:7f00:1]',
    '[::ffff:0:a00:1]',
    '[::127.0.0.1]',
    '[::a9fe:a9fe]',
    '[64:ff9b::127.0.0.1]',
    '[64:ff9b::a9fe:a9fe]',
    '[64:ff9b:1::7f00:1]',
    '[64:ff9b:1:ffff::5db8:d70e]',
    '[2002:7f00:1::]',
    '[2002:c0a8:101::1]',
    '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
    '[2001::ffff:fffe]',
  ];

  it.each(embeddingForms)('refuses %s given in a URL', async (host) => {
    expect(await checkWebhookTarget(`https://${host}/hook`, { allowLocal: false })).toEqual({
      kind: 'webhook_url_refused',
      reason: 'private_address',
    });
  });

  it.each(embeddingForms)('refuses a name that resolves to %s', async (host) => {
    const address = host.slice(1, -1);
    const target = await checkWebhookTarget('https://hooks.example.fr/', {
      allowLocal: false,
      resolve: async () => [{ address, family: 6 }],
    });
    expect(target).toEqual({ kind: 'webhook_url_refused', reason: 'private_address' });
  });

  const publicName = async () => [{ address: '93.184.215.14', family: 4 }];
  const metadataName = async () => [
    { address: '93.184.215.14', family: 4 },
    { address: '169.254.169.254', family: 4 },
  ];

  it('accepts an https URL whose name resolves to public addresses only, and pins the address', async () => {
    const target = await checkWebhookTarget('https://hooks.example.fr/horodoc', {
      allowLocal: false,
      resolve: publicName,
    });
    expect(target).toMatchObject({ kind: 'ok', address: '93.184.215.14' });
  });

  it('refuses, as a result and not a throw, a name resolving to a metadata address among public ones, and http, outside embedded mode', async () => {
    expect(
      await checkWebhookTarget('https://rebind.example.fr/', { allowLocal: false, resolve: metadataName }),
    ).toEqual({ kind: 'webhook_url_refused', reason: 'private_address' });
    expect(
      await checkWebhookTarget('http://hooks.example.fr/', { allowLocal: false, resolve: publicName }),
    ).toEqual({ kind: 'webhook_url_refused', reason: 'not_https' });
    expect(
      await checkWebhookTarget('https://user:pw@hooks.example.fr/', {
        allowLocal: false,
        resolve: publicName,
      }),
    ).toEqual({ kind: 'webhook_url_refused', reason: 'has_credentials' });
    expect(
      await checkWebhookTarget('https://nowhere.example.fr/', {
        allowLocal: false,
        resolve: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).toEqual({ kind: 'webhook_url_refused', reason: 'unresolvable', host: 'nowhere.example.fr' });
  });

  it('lets embedded mode reach http and loopback, so a developer receives them on their machine', async () => {
    const target = await checkWebhookTarget('http://127.0.0.1:4000/hook', { allowLocal: true });
    expect(target).toMatchObject({ kind: 'ok', address: '127.0.0.1' });
  });
});
