import type { jsPDF } from 'jspdf';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf';
import { type PdfFontStyle, UNICODE_FONT } from './pdfText.ts';

const FILES: Record<PdfFontStyle, { url: string; name: string }> = {
  normal: { url: regularUrl, name: 'DejaVuSans.ttf' },
  bold: { url: boldUrl, name: 'DejaVuSans-Bold.ttf' },
};

function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Embeds DejaVu Sans in the styles asked for (docs/decisions/exports.md#the-report-pdf: Latin, Greek,
 * Cyrillic and more; not CJK). The files are fetched only here, when a text of the report needs them.
 */
export async function addUnicodeFont(pdf: jsPDF, styles: readonly PdfFontStyle[]): Promise<void> {
  await Promise.all(
    styles.map(async (style) => {
      const { url, name } = FILES[style];
      const response = await fetch(url);
      if (!response.ok) throw new Error(`The PDF's font did not load (${response.status})`);
      pdf.addFileToVFS(name, base64Of(await response.arrayBuffer()));
      pdf.addFont(name, UNICODE_FONT, style);
    }),
  );
}
