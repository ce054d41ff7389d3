// Browser script, copied into the build by scripts/prerender.mjs (decision 047). On a prerendered page (landing,
// sign-in) the screen is already in the HTML: the app's scripts are needed to answer input, not to paint. This
// classic `defer` script, the page's only script tag, asks for them once the first frame has painted, so they no
// longer compete with the style sheet and fonts for the phone's bandwidth, nor hold back its first paints.
// An external file because the Content-Security-Policy forbids inline scripts.
(() => {
  const self = document.currentScript;
  const entry = self?.getAttribute('data-entry');
  if (!entry) return;
  const preloads = (self.getAttribute('data-preloads') ?? '').split(' ').filter(Boolean);
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // requestAnimationFrame runs just before the next paint, the timeout right after it. A page opened in a background
  // tab paints nothing (no frames): it loads at once.
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
