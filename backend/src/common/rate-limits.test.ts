import { describe, expect, it } from 'vitest';
import { addressKey, minutesToWait, RateLimits } from './rate-limits.js';
import { TooManyRequestsError } from './errors.js';

describe('addressKey', () => {
  it('keys IPv4 by the address and IPv6 by its /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:DB8:0:1::9')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('RateLimits', () => {
  const settings = {
    contact: { limit: 2, windowSeconds: 600 },
    subscribe: { limit: 0, windowSeconds: 600 },
    loginUsername: { limit: 1, windowSeconds: 60 },
    loginAddress: { limit: 1, windowSeconds: 60 },
  };

  it('refuses past the budget with the wait in seconds, gives points back, and a 0 limit is off', async () => {
    const limits = RateLimits.memory(settings);
    const message = (wait: number) => `wait ${minutesToWait(wait)}`;
    await limits.consume('contact', 'a', message);
    await limits.consume('contact', 'a', message);
    const refused = await limits.consume('contact', 'a', message).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBeGreaterThan(590);
    expect((refused as TooManyRequestsError).message).toBe('wait 10 minutes');
    await limits.consume('contact', 'b', message);
    await limits.refund('loginUsername', 'x');
    for (let i = 0; i < 20; i++) await limits.consume('subscribe', 'a', message);
  });

  it('says minutes as people do', () => {
    expect(minutesToWait(1)).toBe('1 minute');
    expect(minutesToWait(60)).toBe('1 minute');
    expect(minutesToWait(61)).toBe('2 minutes');
  });
});
