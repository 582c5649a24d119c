import 'reflect-metadata';
import { setPasswordHashCostForTests } from '../modules/auth/password.js';

// scrypt at today's cost (N = 2^17) takes about 0.3 s a hash, and the suite signs in thousands
// of times: N = 2^10 keeps every hash real but cheap. password.test.ts tests the real cost.
setPasswordHashCostForTests({ N: 2 ** 10, r: 8, p: 1 });
