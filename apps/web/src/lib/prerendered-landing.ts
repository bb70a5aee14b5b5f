/**
 * The landing page's prerendered copy (`<div id="prerender">`, written at build by prerender-landing.mjs and
 * served at `/` to visitors without a session): it shows the hero before the scripts arrive, while the
 * app's `#root` stays hidden (index.css). Removing it shows the app; call it when the live landing
 * mounts (in a layout effect, so both never paint together), when a route fails, or when the app leaves `/`.
 */
export function removePrerenderedLanding(): void {
  document.getElementById('prerender')?.remove();
}
