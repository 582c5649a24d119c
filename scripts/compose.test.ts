import { expect, it } from 'vitest';
it('placeholder replaced below', () => expect(1).toBe(1));
