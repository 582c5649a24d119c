import { useState } from 'react';

/**
 * A change an editor saves beside its form (a PDF, a product's documents), each a new version of
 * the record: `busy` while one is sent; `send` takes the record's new version from the answer,
 * hands the answer to `done`, a failure to `failed`, and says whether it went through.
 */
export function useSideChange(context: { setVersion: (version: number) => void }) {
  const [busy, setBusy] = useState(false);
  const send = async <A extends { version: number }>(
    request: () => Promise<A>,
    done: (answer: A) => void,
    failed: (error: unknown) => void,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await request();
      context.setVersion(answer.version);
      done(answer);
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
