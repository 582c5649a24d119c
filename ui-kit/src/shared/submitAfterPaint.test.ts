import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { submitAfterPaint } from './submitAfterPaint';

const submitEvent = () => ({ preventDefault: vi.fn(), stopPropagation: vi.fn() });
const asFormEvent = (event: ReturnType<typeof submitEvent>) =>
  event as unknown as FormEvent<HTMLFormElement>;

describe('submitAfterPaint', () => {
  it("takes the submit from antd and validates after the tap's next frame, not inside the event", async () => {
    const form = { submit: vi.fn() };
    const event = submitEvent();
    submitAfterPaint(form)(asFormEvent(event));
    // No page load, and antd's own handler (which would validate at once) is not reached.
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(event.stopPropagation).toHaveBeenCalledTimes(1);
    expect(form.submit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(form.submit).toHaveBeenCalledTimes(1));
  });

  it('submits once for a double tap within the wait, and again for a later tap', async () => {
    const form = { submit: vi.fn() };
    // A new handler per render of the form, as the components make it.
    submitAfterPaint(form)(asFormEvent(submitEvent()));
    const second = submitEvent();
    submitAfterPaint(form)(asFormEvent(second));
    // Still no page load for the second one.
    expect(second.preventDefault).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(form.submit).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.submit).toHaveBeenCalledTimes(1);
    submitAfterPaint(form)(asFormEvent(submitEvent()));
    await vi.waitFor(() => expect(form.submit).toHaveBeenCalledTimes(2));
  });
});
