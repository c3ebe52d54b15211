import { createRequire } from 'node:module';
/**
 * What a PDF needs of React and @react-pdf/renderer. Both load on the first PDF asked for (the
 * renderer is large), through a computed specifier so their type declarations stay out of the
 * root TypeScript program: @types/react declares DOM stand-ins (an empty HTMLElement) that would
 * break the e2e suite's DOM types, which compile in the same program.
 */
export type PdfElement = unknown;
type Create = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => PdfElement;

export interface FontRegistry {
  register(
    font:
      | { family: string; src: string }
      | { family: string; fonts: Array<{ src: string; fontWeight?: number }> },
  ): void;
}

export interface PdfKit {
  h: Create;
  Document: unknown;
  Page: unknown;
  Text: unknown;
  View: unknown;
  /** SVG drawing (charts): the renderer's Svg and its shapes. */
  Svg: unknown;
  Line: unknown;
  Polyline: unknown;
  Polygon: unknown;
  /** A path's `d` (a QR code's dark modules, one path). */
  Path: unknown;
  Font: FontRegistry;
  renderToBuffer: (document: PdfElement) => Promise<Buffer>;
}

let pdfKit: Promise<PdfKit> | undefined;

/** React's createElement and the renderer's parts, loaded once per process. */
export function loadPdfKit(): Promise<PdfKit> {
  pdfKit ??= (async () => {
    const names = { react: 'react', renderer: '@react-pdf/renderer' };
    const react = await import(names.react);
    const renderer = await import(names.renderer);
    return {
      h: react.createElement,
      Document: renderer.Document,
      Page: renderer.Page,
      Text: renderer.Text,
      View: renderer.View,
      Svg: renderer.Svg,
      Line: renderer.Line,
      Polyline: renderer.Polyline,
      Polygon: renderer.Polygon,
      Path: renderer.Path,
      Font: renderer.Font as FontRegistry,
      renderToBuffer: renderer.renderToBuffer,
    };
  })();
  return pdfKit;
}

/**
 * PDF's own Helvetica knows only Western European letters, so people's names are set in Noto Sans
 * (OFL, from @fontsource), one file per script subset, embedded and subset to the letters used; the
 * renderer takes each letter from the first family that has it (Zoë, Nguyễn, Łukasz, Ολυμπία, Дмитрий).
 * Use `fontFamily: NAME_FONT_FAMILIES` with fontWeight 400 or 700.
 */
const NAME_FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic'] as const;
export const NAME_FONT_FAMILIES = NAME_FONT_SUBSETS.map((subset) => `Noto Sans ${subset}`);

let nameFontKit: Promise<PdfKit> | undefined;
/** The PDF kit with the names' Noto Sans families registered (once per process). */
export function loadPdfKitWithNameFonts(): Promise<PdfKit> {
  const resolve = createRequire(import.meta.url).resolve;
  nameFontKit ??= loadPdfKit().then((kit) => {
    NAME_FONT_SUBSETS.forEach((subset, i) => {
      kit.Font.register({
        family: NAME_FONT_FAMILIES[i] ?? '',
        fonts: [400, 700].map((fontWeight) => ({
          src: resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${fontWeight}-normal.woff`),
          fontWeight,
        })),
      });
    });
    return kit;
  });
  return nameFontKit;
}
