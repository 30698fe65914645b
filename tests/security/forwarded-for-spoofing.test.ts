import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../gateway/yoga';

/**
 * Noticed while fixing issue 14 §2: behind TRUST_PROXY the gateway took the FIRST X-Forwarded-For
 * entry. A proxy appends the address it saw to whatever the client sent, so a client that sends
 * "X-Forwarded-For: 203.0.113.7" arrives as "203.0.113.7, <its real address>" and chose its own address
 * (country, rate limits). The trusted proxy's entry is the last one.
 */
const socketAt = (remoteAddress: string) => ({ socket: { remoteAddress } }) as IncomingMessage;
const withForwarded = (value: string | null) => new Request('http://gateway/graphql', { headers: value === null ? {} : { 'x-forwarded-for': value } });

describe('the client address behind a trusted proxy', () => {
  it.each([
    ['a client-chosen entry before the proxy\'s', '203.0.113.7, 198.51.100.20', '198.51.100.20'],
    ['several client-chosen entries', '127.0.0.1, 10.0.0.1,198.51.100.21', '198.51.100.21'],
    ['the proxy\'s entry alone', '198.51.100.22', '198.51.100.22'],
  ])('%s: the proxy\'s (last) entry', (_name, header, expected) => {
    expect(clientAddressOf(withForwarded(header), socketAt('127.0.0.1'), true)).toBe(expected);
  });

  it('without TRUST_PROXY the header is not read at all', () => {
    expect(clientAddressOf(withForwarded('203.0.113.7'), socketAt('::ffff:192.0.2.9'), false)).toBe('192.0.2.9');
  });

  it('without the header, the socket', () => {
    expect(clientAddressOf(withForwarded(null), socketAt('192.0.2.10'), true)).toBe('192.0.2.10');
  });
});
