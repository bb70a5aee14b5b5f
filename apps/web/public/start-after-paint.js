// Starts the app once the page the server sent has painted (docs/decisions/045-react-renders-sehat.md).
// prerender-landing.mjs puts this script, deferred, in place of the module script and the modulepreload
// links of a page that is HTML already (the prerendered landing, a server-rendered screen), naming them in
// data-entry and data-preload. Loaded by the parser, the scripts arrived with the HTML and ran before its
// first paint, so the phone showed nothing until they had; now they are asked for once it has painted.
// An external file because the CSP allows no inline script.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const links = preload ? preload.split(' ') : [];
  // One link a task: a request made from the page's thread takes a few milliseconds on a slow phone, and a
  // screen's shell has some twenty chunks, too many for one task (Vite's loader skips what is linked).
  const preloadNext = () => {
    const href = links.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(preloadNext);
  };
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    preloadNext();
  };
  // A frame's callbacks run just before it paints, and a task queued from one runs after it. A tab in the
  // background paints nothing (and runs no frame callbacks): it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
