import { options } from 'preact';

/**
 * The web app renders with Preact 11 through `preact/compat` (decision 033). React runs an effect caused by
 * a key press or click before the next input event is handled; Preact, by default, after the next paint.
 * Between the two a fast second key lands on the old element: react-day-picker's arrow keys moved focus
 * once for two presses, and Enter then froze the tab. Effects here run as soon as the render is committed,
 * in the same task, as React's do for input.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
