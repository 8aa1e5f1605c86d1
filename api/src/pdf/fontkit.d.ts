// fontkit (pdfkit's own font reader) ships no types: what fonts.ts asks of it, no more.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(filename: string): Font;
}
