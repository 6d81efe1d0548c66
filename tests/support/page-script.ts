/**
 * An expression for the page: it resolves once the page's own script has run. The build loads that
 * script after the first paint, from an inline module (build-tools/scripts/after-first-paint.ts),
 * so the load event may come first; importing the same module waits for its one evaluation and
 * never runs it twice. In `npm run dev` (no such module) it resolves at once. A string, not a
 * function: the test runners would rewrite a function's import() before it reaches the browser.
 */
export const pageScriptRan = `Promise.all(
  [...document.querySelectorAll('script[type="module"]:not([src])')]
    .map((script) => /import\\("([^"]+)"\\)/.exec(script.textContent || '')?.[1])
    .filter(Boolean)
    .map((source) => import(source)),
).then(() => true)`
