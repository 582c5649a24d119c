// A clock the end-to-end suite controls, loaded into a test server with `node --import` (see
// startSiteServer's nodeArgs); never part of the app. The file named by E2E_CLOCK_FILE holds an
// ISO 8601 instant: the server's `Date` runs from that instant, and a test that writes another
// instant into the file moves the server's clock there on its next reading. Timers and Node's own
// clocks are untouched, so the server keeps working as usual.
import { readFileSync } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (!file) throw new Error('fake-clock.mjs needs E2E_CLOCK_FILE: the file that holds the time');

const RealDate = Date;
const realNow = () => RealDate.now();
let stamp = '';
let offset = 0;

function now() {
  const text = readFileSync(file, 'utf8').trim();
  if (text !== stamp) {
    const at = RealDate.parse(text);
    if (!Number.isNaN(at)) {
      stamp = text;
      offset = at - realNow();
    } else if (!stamp) {
      throw new Error(`${file} holds no ISO 8601 instant: "${text}"`);
    }
    // Otherwise the file is being rewritten (tests replace it whole, by rename): keep the time.
  }
  return realNow() + offset;
}

class ClockDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now());
    else super(...args);
  }

  static now() {
    return now();
  }
}

// Libraries read a type's name from decorator metadata (MikroORM maps a property typed `Date` by
// `design:type`'s name): named otherwise, stored dates came back as raw text.
Object.defineProperty(ClockDate, 'name', { value: 'Date' });

globalThis.Date = ClockDate;
