import type { FormInstance } from 'antd';
import type { FormEvent } from 'react';
import { afterNextPaint } from './afterNextPaint';

/** Forms whose submit is waiting for its frame: a second tap meanwhile sends nothing more. */
const scheduled = new WeakSet<object>();

/**
 * The submit handler of a public form (put on antd's Form as `onSubmitCapture`): the same as
 * antd's own (no page load, validate, then `onFinish` or the field messages), started after the
 * tap's frame has painted. antd validates in promise callbacks that run inside the submit event,
 * where React renders their updates at once (an event's updates are urgent): every field to
 * "validating", then the messages, before the browser could paint anything. On a budget phone
 * that held the tap's next frame for about 250 ms (issue 24's interaction figure). Started in the
 * task after the next frame, the same work renders as an ordinary update; the messages appear as
 * soon as before, and the page answers other taps and scrolling meanwhile. A double tap within
 * that wait submits once, as it did when antd validated at once.
 */
export function submitAfterPaint(form: Pick<FormInstance, 'submit'>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // antd's own handler (the form's onSubmit) would validate at once, inside the event.
    event.stopPropagation();
    if (scheduled.has(form)) return;
    scheduled.add(form);
    afterNextPaint(() => {
      scheduled.delete(form);
      form.submit();
    });
  };
}
