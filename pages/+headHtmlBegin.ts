// Vike writes the stylesheet links at the very start of <head>, before vike-react's <meta charset>,
// which then falls after the first 1024 bytes the HTML standard allows it. This marker (Vike's own
// asset placeholder, https://github.com/vikejs/vike/issues/695) moves them right after the charset;
// tests/build/nu-html-checker.test.ts fails if a Vike update ignores it.
export default '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
