import { describe, expect, it } from 'vitest';
import { embeddedIpv4Addresses } from './embedded-ipv4';

describe('embeddedIpv4Addresses', () => {
  it.each([
    ['::ffff:127.0.0.1', ['127.0.0.1']],
    ['::ffff:7f00:1', ['127.0.0.1']],
    ['::ffff:0:7f00:1', ['127.0.0.1']],
    ['::ffff:0:10.0.0.1', ['10.0.0.1']],
    ['::127.0.0.1', ['127.0.0.1']],
    ['::7f00:1', ['127.0.0.1']],
    ['0:0:0:0:0:0:a9fe:a9fe', ['169.254.169.254']],
    ['64:ff9b::127.0.0.1', ['127.0.0.1']],
    ['64:FF9B::c0a8:101', ['192.168.1.1']],
    ['2002:7f00:1::', ['127.0.0.1']],
    ['2002:a9fe:a9fe:1234::1', ['169.254.169.254']],
    // Teredo: server 65.54.227.120, client 127.0.0.1 sent inverted (0x80ff:fffe).
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', ['65.54.227.120', '127.0.0.1']],
  ])('finds in %s the IPv4 %j', (address, expected) => {
    expect(embeddedIpv4Addresses(address)).toEqual(expected);
  });

  it.each([
    '2606:2800:21f:cb07:6820:80da:af6b:8b2c',
    'fe80::1',
    '64:ff9b:0:0:1::7f00:1',
    '2001:db8::7f00:1',
    '127.0.0.1',
    'not an address',
  ])('finds none in %s', (address) => {
    expect(embeddedIpv4Addresses(address)).toEqual([]);
  });
});
