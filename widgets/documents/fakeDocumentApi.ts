import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { DocFolder, DocRow, DocVersion } from '../../api/documents';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 20, 8, 30);

/** A library as the server would answer it for a China-region group administrator. */
export const FIXTURE_FOLDERS: DocFolder[] = [
  { folderId: 1, parentId: null, deptId: 1, deptName: 'PortalEnergyGroup', name: 'Operating manuals', mayWrite: false },
  { folderId: 2, parentId: null, deptId: 3, deptName: 'ChinaRegion', name: 'Operating manuals', mayWrite: true },
  { folderId: 3, parentId: null, deptId: 3, deptName: 'ChinaRegion', name: 'Grid permits', mayWrite: true },
  { folderId: 4, parentId: 3, deptId: 3, deptName: 'ChinaRegion', name: '2026', mayWrite: true },
];

export const FIXTURE_DOCUMENTS: DocRow[] = [
  {
    docId: 1,
    folderId: 1,
    folderName: 'Operating manuals',
    name: 'Operating manual.pdf',
    ext: '.pdf',
    size: 1830,
    version: 1,
    uploadedBy: 'Administrator',
    uploadedAt: T0 - 30 * DAY,
    fileName: 'doc_a.pdf',
    mayWrite: false,
  },
  {
    docId: 2,
    folderId: 2,
    folderName: 'Operating manuals',
    name: 'Operating manual.pdf',
    ext: '.pdf',
    size: 1830,
    version: 3,
    uploadedBy: 'China group admin',
    uploadedAt: T0,
    fileName: 'doc_b.pdf',
    mayWrite: true,
  },
  {
    docId: 3,
    folderId: 2,
    folderName: 'Operating manuals',
    name: 'Inverter maintenance log.xlsx',
    ext: '.xlsx',
    size: 48_211,
    version: 1,
    uploadedBy: 'China group admin',
    uploadedAt: T0 - 2 * DAY,
    fileName: 'doc_c.xlsx',
    mayWrite: true,
  },
  {
    docId: 4,
    folderId: 2,
    folderName: 'Operating manuals',
    name: 'Substation single-line diagram.png',
    ext: '.png',
    size: 2_412_000,
    version: 2,
    uploadedBy: 'Administrator',
    uploadedAt: T0 - 9 * DAY,
    fileName: 'doc_d.png',
    mayWrite: true,
  },
  {
    docId: 5,
    folderId: 3,
    folderName: 'Grid permits',
    name: '并网许可证.docx',
    ext: '.docx',
    size: 96_400,
    version: 1,
    uploadedBy: 'China group admin',
    uploadedAt: T0 - DAY,
    fileName: 'doc_e.docx',
    mayWrite: true,
  },
];

/** An axios adapter standing in for the `/office/document` routes, read-only, for stories. */
export function fakeDocumentApi(folders = FIXTURE_FOLDERS, documents = FIXTURE_DOCUMENTS): AxiosAdapter {
  return (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as { folderId?: number; name?: string };
    const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
    if (url.endsWith('/folders')) return answer({ code: 200, msg: 'ok', data: folders });
    if (url.endsWith('/list')) {
      const rows = documents.filter((d) =>
        params.name ? d.name.toLowerCase().includes(params.name.toLowerCase()) : d.folderId === Number(params.folderId),
      );
      return answer({ code: 200, msg: 'ok', rows, total: rows.length });
    }
    const versions = /\/(\d+)\/versions$/.exec(url);
    if (versions) {
      const doc = documents.find((d) => d.docId === Number(versions[1]))!;
      const data: DocVersion[] = Array.from({ length: doc.version }, (_, i) => ({
        version: doc.version - i,
        size: doc.size - i * 120,
        uploadedBy: doc.uploadedBy,
        uploadedAt: doc.uploadedAt - i * 7 * DAY,
        fileName: `${doc.fileName}-${i}`,
      }));
      return answer({ code: 200, msg: 'ok', data });
    }
    return answer({ code: 200, msg: 'ok' });
  };
}
