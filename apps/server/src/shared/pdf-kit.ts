/**
 * What a server-built PDF needs of React and @react-pdf/renderer (the results grid's export, the
 * students list's). Both load on the first PDF asked for (the renderer is large), through a
 * computed specifier so their type declarations stay out of the root TypeScript program:
 * @types/react declares DOM stand-ins (an empty HTMLElement) that would break the e2e suite's DOM
 * types, which compile in the same program.
 */
export type PdfElement = unknown;
type Create = (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => PdfElement;

export interface PdfKit {
  h: Create;
  Document: unknown;
  Page: unknown;
  Text: unknown;
  View: unknown;
  renderToBuffer: (document: PdfElement) => Promise<Buffer>;
  /** Registers a font family from a file (once per family is enough). */
  registerFont: (font: { family: string; src: string }) => void;
}

interface FontRegistry {
  register(font: { family: string; src: string }): void;
}

let pdfKit: Promise<PdfKit> | undefined;

export function loadPdfKit(): Promise<PdfKit> {
  pdfKit ??= (async () => {
    const names = { react: 'react', renderer: '@react-pdf/renderer' };
    const react = await import(names.react);
    const renderer = await import(names.renderer);
    const fonts = renderer.Font as FontRegistry;
    return {
      h: react.createElement,
      Document: renderer.Document,
      Page: renderer.Page,
      Text: renderer.Text,
      View: renderer.View,
      renderToBuffer: renderer.renderToBuffer,
      registerFont: (font) => fonts.register(font),
    };
  })();
  return pdfKit;
}
