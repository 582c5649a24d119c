/**
 * Runs `work` in the task after the next frame: what a tap starts but need not show at once (a
 * form's validation, a panel's code download) then stays out of the tap's own frame, which the
 * browser paints first. A frame callback alone would still run before that paint.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
