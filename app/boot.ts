// The only script a prerendered page names (app/ssr/document.ts): it starts the app once the server's HTML has
// been painted, so the first paint never waits for the app's code to arrive. Then it preloads the code the page
// needs and imports the app's entry, which hydrates the page.
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const entry = script?.dataset.entry;

function start(): void {
  for (const href of (script?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry!);
}

if (entry) requestAnimationFrame(() => setTimeout(start, 0));
