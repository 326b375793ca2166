/**
 * A minimal PDF writer for the demo documents and tests: A4 pages of plain text lines in Helvetica (one of the
 * standard fonts every reader has), no images, no compression. Text is limited to printable ASCII, which
 * Helvetica's standard encoding covers; anything else is replaced by '?'.
 */
export interface PdfPage {
  /** The page's lines, top to bottom; the first is set larger as a heading. */
  lines: string[];
}

const A4 = { width: 595, height: 842 };

function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

function pageContent(page: PdfPage): string {
  const parts = ['BT', '/F1 20 Tf', `56 ${A4.height - 80} Td`];
  page.lines.forEach((line, i) => {
    if (i === 1) parts.push('/F1 12 Tf', '0 -34 Td');
    else if (i > 1) parts.push('0 -18 Td');
    parts.push(`(${pdfText(line)}) Tj`);
  });
  parts.push('ET');
  return parts.join('\n');
}

export function writePdf(pages: PdfPage[], title = 'Document'): Buffer {
  // Objects: 1 catalog, 2 page tree, 3 font, 4 info, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = `<< /Title (${pdfText(title)}) /Producer (Power-station portal) >>`;
  pages.forEach((page, i) => {
    const id = pageIds[i]!;
    const content = pageContent(page);
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
