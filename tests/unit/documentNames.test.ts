import { describe, expect, it } from 'vitest';
import { attachmentHeader, cleanDocumentName, EXPORT_NAME, VERSION_NAME } from '../../server/documents/documentNames';
import { failureKey, portalPdfPath } from '../../app/pdf/pdfSource';
import { findMatches, occurrences } from '../../app/pdf/pdfSearch';
import { savedName } from '../../api/documents';
import { writePdf } from '../../server/documents/pdfWriter';

const ORIGIN = 'http://127.0.0.1:8080';

describe('document names', () => {
  it('an uploaded name keeps only its last part, without control or reserved characters', () => {
    expect(cleanDocumentName('C:\\Users\\li\\并网许可证.pdf')).toBe('并网许可证.pdf');
    expect(cleanDocumentName('../../etc/passwd')).toBe('passwd');
    expect(cleanDocumentName('a\u0000b<c>:"d|?*.pdf')).toBe('abcd.pdf');
    expect(cleanDocumentName('  grid   permit.pdf ')).toBe('grid permit.pdf');
    expect(cleanDocumentName('..')).toBeNull();
    expect(cleanDocumentName('.htaccess')).toBeNull();
    expect(cleanDocumentName('dir/')).toBeNull();
  });

  it('only generated names are downloadable names', () => {
    expect(VERSION_NAME.test(`doc_${'a'.repeat(32)}.pdf`)).toBe(true);
    expect(VERSION_NAME.test(`doc_${'a'.repeat(32)}.pdf/../x`)).toBe(false);
    expect(EXPORT_NAME.exec(`exp_${'b'.repeat(24)}_documents.xlsx`)?.[1]).toBe('documents');
    expect(EXPORT_NAME.test(`exp_${'b'.repeat(24)}_../x.xlsx`)).toBe(false);
  });

  it('a Chinese name is saved as itself, with an ASCII fallback for old clients', () => {
    const header = attachmentHeader('并网 "许可".pdf');
    expect(header).toContain('filename="__ ____.pdf"');
    expect(savedName(header, 'x')).toBe('并网 "许可".pdf');
    expect(savedName(undefined, 'fallback.pdf')).toBe('fallback.pdf');
  });
});

describe('the PDF viewer', () => {
  it('opens only paths of this portal’s API', () => {
    expect(portalPdfPath('/prod-api/common/download?fileName=doc_a.pdf', ORIGIN)).toBe('/common/download?fileName=doc_a.pdf');
    expect(portalPdfPath(`${ORIGIN}/prod-api/profile/x/y.pdf`, ORIGIN)).toBe('/profile/x/y.pdf');
    expect(portalPdfPath('https://example.com/prod-api/a.pdf', ORIGIN)).toBeNull();
    expect(portalPdfPath('//example.com/prod-api/a.pdf', ORIGIN)).toBeNull();
    expect(portalPdfPath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(portalPdfPath('/login', ORIGIN)).toBeNull();
    expect(portalPdfPath('/prod-api/../login', ORIGIN)).toBeNull();
    expect(portalPdfPath(null, ORIGIN)).toBeNull();
  });

  it('names a refusal by its status', () => {
    expect(failureKey(404)).toBe('pdfViewer.error.notFound');
    expect(failureKey(403)).toBe('pdfViewer.error.forbidden');
    expect(failureKey(500)).toBe('pdfViewer.error.failed');
  });

  it('counts matches literally and without case, page by page', () => {
    expect(occurrences('Power, POWER and power.', 'power')).toBe(3);
    expect(occurrences('a.b', '.')).toBe(1);
    expect(findMatches([['no'], ['Reactive power', 'power band']], 'POWER')).toEqual([
      { page: 2, indexOnPage: 0 },
      { page: 2, indexOnPage: 1 },
    ]);
  });

  it('the demo PDF writer makes a file with a page tree and a valid cross-reference table', () => {
    const pdf = writePdf([{ lines: ['One'] }, { lines: ['Two (2)'] }]).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('/Count 2');
    expect(pdf).toContain('(Two \\(2\\)) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
