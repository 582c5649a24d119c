import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { submitAfterPaint } from './submitAfterPaint';

describe('submitAfterPaint', () => {
  it("takes the submit from antd and validates after the tap's next frame, not inside the event", async () => {
    const form = { submit: vi.fn() };
    const event = { preventDefault: vi.fn(), stopPropagation: vi.fn() };
    submitAfterPaint(form)(event as unknown as FormEvent<HTMLFormElement>);
    // No page load, and antd's own handler (which would validate at once) is not reached.
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(event.stopPropagation).toHaveBeenCalledTimes(1);
    expect(form.submit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(form.submit).toHaveBeenCalledTimes(1));
  });
});
