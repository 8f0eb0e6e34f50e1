import type { Plugin } from 'vite';

/**
 * The brand fonts (Inter, Fraunces) are declared `font-display: optional` instead of fontsource's `swap`:
 * text paints at once and never moves when a font arrives late (a swap shifted the landing page's headline,
 * CLS 0.19). Where the font is not there within the first moments, the page keeps the system font; it is
 * cached for a year, so every later page has it.
 */
export function fontDisplayOptional(): Plugin {
  return {
    name: 'sorsi-font-display-optional',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource-variable[\\/].+\.css$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}
