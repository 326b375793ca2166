import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, startPortal, type Portal } from './harness';
import { writePdf } from '../../server/documents/pdfWriter';

const PDF = writePdf([{ lines: ['Permit', 'page one'] }, { lines: ['Conditions', 'page two'] }]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const HTML = Buffer.from('<html><script>fetch("/prod-api/getInfo")</script></html>');

describe.each(backends)('document library and downloads on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let operator: string;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false, documentMaxBytes: 8 * 1024 * 1024 });
    [admin, gadmin, operator] = await Promise.all([portal.login('admin'), portal.login('gadmin'), portal.login('operator')]);
  });
  afterAll(() => portal.close());

  const en = { 'content-language': 'en-US' };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: en });
  const upload = (url: string, token: string, name: string, content: Buffer) => {
    const body = multipart(name, content);
    return portal.call({
      method: 'POST',
      url: `/prod-api${url}`,
      token,
      payload: body.payload,
      headers: { ...body.headers, ...en },
    });
  };
  const folders = async (token: string) => (await call('GET', '/office/document/folders', token)).body.data as any[];
  const folderOf = async (token: string, deptName: string) => (await folders(token)).find((f) => f.deptName === deptName)!;
  const listIn = async (token: string, folderId: number) =>
    (await call('GET', `/office/document/list?folderId=${folderId}`, token)).body.rows as any[];

  it('each reader sees the folders of the groups on his way up the tree, an administrator all of them', async () => {
    const names = async (token: string) => (await folders(token)).map((f) => f.deptName).sort();
    expect(await names(admin)).toEqual(['ChinaRegion', 'EuropeRegion', 'NordicServicePartner', 'PortalEnergyGroup']);
    expect(await names(operator)).toEqual(['EuropeRegion', 'NordicServicePartner', 'PortalEnergyGroup']);
    expect(await names(gadmin)).toEqual(['ChinaRegion', 'PortalEnergyGroup']);
    const china = await folderOf(admin, 'ChinaRegion');
    expect((await call('GET', `/office/document/list?folderId=${china.folderId}`, operator)).status).toBe(404);
    const doc = (await listIn(admin, china.folderId))[0];
    expect((await call('GET', `/office/document/${doc.docId}/versions`, operator)).status).toBe(404);
    expect((await call('GET', `/common/download?fileName=${doc.fileName}`, operator)).status).toBe(404);
    const served = await call('GET', `/common/download?fileName=${doc.fileName}`, gadmin);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain('attachment');
  });

  it('a PDF uploaded twice under the same name becomes version 2, and version 1 stays downloadable', async () => {
    const china = await folderOf(gadmin, 'ChinaRegion');
    const first = await upload(`/office/document/upload?folderId=${china.folderId}`, gadmin, 'Grid permit.pdf', PDF);
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(1);
    const second = await upload(`/office/document/upload?folderId=${china.folderId}`, gadmin, 'GRID PERMIT.pdf', PDF);
    expect(second.body.data).toEqual({ docId: first.body.data.docId, version: 2 });
    const versions = (await call('GET', `/office/document/${first.body.data.docId}/versions`, gadmin)).body.data;
    expect(versions.map((v: any) => v.version)).toEqual([2, 1]);
    const old = await call('GET', `/common/download?fileName=${versions[1].fileName}`, gadmin);
    expect(old.status).toBe(200);
    expect(old.headers['content-disposition']).toContain('Grid permit (v1).pdf');
    const row = (await listIn(gadmin, china.folderId)).find((r) => r.docId === first.body.data.docId);
    expect(row).toMatchObject({ name: 'Grid permit.pdf', version: 2, ext: '.pdf', uploadedBy: 'China group admin' });
  });

  it('"new version" on a document keeps its name and must be of its kind', async () => {
    const china = await folderOf(gadmin, 'ChinaRegion');
    const doc = (await listIn(gadmin, china.folderId)).find((r) => r.name === 'Operating manual.pdf');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]);
    const wrongKind = await upload(`/office/document/${doc.docId}/version`, gadmin, 'photo.png', png);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.msg).toBe('A new version must be a .pdf file, like the document');
    const next = await upload(`/office/document/${doc.docId}/version`, gadmin, 'manual-2026.pdf', PDF);
    expect(next.body.data).toEqual({ docId: doc.docId, version: 2 });
    expect((await listIn(gadmin, china.folderId)).find((r) => r.docId === doc.docId)).toMatchObject({
      name: 'Operating manual.pdf',
      version: 2,
    });
    expect((await upload(`/office/document/${doc.docId}/version`, operator, 'x.pdf', PDF)).status).toBe(403);
  });

  it('a renamed program, an HTML page named .pdf, an unknown type and a file over the limit are refused', async () => {
    const china = await folderOf(gadmin, 'ChinaRegion');
    const url = `/office/document/upload?folderId=${china.folderId}`;
    const before = (await listIn(gadmin, china.folderId)).length;
    const exe = await upload(url, gadmin, 'report.pdf', EXE);
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toBe("The file's content is not a .pdf file");
    expect((await upload(url, gadmin, 'invoice.pdf', HTML)).body.msg).toBe("The file's content is not a .pdf file");
    expect((await upload(url, gadmin, 'setup.exe', EXE)).body.msg).toContain('Only these file types are accepted');
    const padded = (mb: number) => Buffer.concat([PDF, Buffer.alloc(mb * 1024 * 1024, 0x20)]);
    const tooBig = await upload(url, gadmin, 'big.pdf', padded(8.5));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.msg).toBe('The file is larger than 8 MB');
    expect((await listIn(gadmin, china.folderId)).length).toBe(before);
    // The library's own limit replaces the app-wide 5 MB one of other uploads.
    expect((await upload(url, gadmin, 'survey.pdf', padded(6))).status).toBe(200);
  });

  it('an operator reads but cannot upload; a group administrator cannot write another group', async () => {
    const europe = await folderOf(operator, 'EuropeRegion');
    expect((await upload(`/office/document/upload?folderId=${europe.folderId}`, operator, 'x.pdf', PDF)).status).toBe(403);
    expect((await call('POST', '/office/document/folder', operator, { name: 'Mine' })).status).toBe(403);
    const top = await folderOf(gadmin, 'PortalEnergyGroup');
    expect((await upload(`/office/document/upload?folderId=${top.folderId}`, gadmin, 'x.pdf', PDF)).status).toBe(403);
    expect((await upload(`/office/document/upload?folderId=${europe.folderId}`, gadmin, 'x.pdf', PDF)).status).toBe(404);
  });

  it('folders are made, renamed, and removed only when empty', async () => {
    const made = await call('POST', '/office/document/folder', gadmin, { name: 'Permits' });
    expect(made.body.data).toMatchObject({ name: 'Permits', deptName: 'ChinaRegion', mayWrite: true });
    const id = made.body.data.folderId;
    expect((await call('PUT', '/office/document/folder', gadmin, { folderId: id, name: 'Grid permits' })).status).toBe(200);
    await upload(`/office/document/upload?folderId=${id}`, gadmin, 'a.pdf', PDF);
    const refused = await call('DELETE', '/office/document/folder/remove', gadmin, { ids: [id] });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('The folder is not empty: delete its documents and sub-folders first');
    const doc = (await listIn(gadmin, id))[0];
    expect((await call('DELETE', '/office/document/remove', gadmin, { ids: [doc.docId] })).status).toBe(200);
    expect((await call('DELETE', '/office/document/folder/remove', gadmin, { ids: [id] })).status).toBe(200);
    expect((await folders(gadmin)).some((f) => f.folderId === id)).toBe(false);
  });

  it('search by name is literal, ignores case and spans the folders the caller reads', async () => {
    const found = (await call('GET', '/office/document/list?name=MANUAL', operator)).body;
    expect(found.rows.map((r: any) => r.folderName + '/' + r.name)).toHaveLength(3);
    expect(found.rows.every((r: any) => r.name === 'Operating manual.pdf')).toBe(true);
    expect((await call('GET', '/office/document/list?name=%25', operator)).body.total).toBe(0);
    expect((await call('GET', '/office/document/list?name=_', operator)).body.total).toBe(0);
  });

  it.each([
    ['../portal.sqlite', 400],
    ['..%2Fportal.sqlite', 400],
    ['%2e%2e%2fportal.sqlite', 400],
    ['%252e%252e%252fportal.sqlite', 400],
    ['..%5Cportal.sqlite', 400],
    ['%2Fetc%2Fpasswd', 400],
    ['C:%5Cwindows%5Cwin.ini', 400],
    ['doc_00000000000000000000000000000000.pdf%00.png', 400],
    ['doc_00000000000000000000000000000000.pdf', 404],
  ])('download of %s is refused with %i and no file', async (name, status) => {
    const answer = await call('GET', `/common/download?fileName=${name}`, admin);
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(status);
    expect(answer.headers['content-type']).toContain('application/json');
    if (name.includes('%00')) return; // refused for its NUL before the route
    expect(answer.body.msg).toBe(
      status === 400
        ? 'This is not a file name the portal gives out'
        : 'The file does not exist, you may not open it, or it has already been downloaded',
    );
  });

  it('an export is written for its caller, downloaded once with delete=true, and is nobody else’s', async () => {
    const made = await call('POST', '/office/document/export', operator, { name: 'manual' });
    const fileName = made.body.data.fileName as string;
    expect(fileName).toMatch(/^exp_[0-9a-f]{24}_documents\.xlsx$/);
    expect((await call('GET', `/common/download?fileName=${fileName}&delete=true`, admin)).status).toBe(404);
    const first = await call('GET', `/common/download?fileName=${fileName}&delete=true`, operator);
    expect(first.status).toBe(200);
    expect(first.headers['content-disposition']).toContain('documents.xlsx');
    expect((await call('GET', `/common/download?fileName=${fileName}`, operator)).status).toBe(404);

    const doc = (await call('GET', '/office/document/list?name=manual', operator)).body.rows[0];
    const refused = await call('GET', `/common/download?fileName=${doc.fileName}&delete=true`, operator);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('Only your own generated exports are deleted after downloading');
    expect((await call('GET', `/common/download?fileName=${doc.fileName}`, operator)).status).toBe(200);
  });

  it('a symbolic link planted in an export area does not serve the file it points at', async () => {
    const area = path.join(portal.config.dataDir, 'exports', '1');
    fs.mkdirSync(area, { recursive: true });
    const name = `exp_${'a'.repeat(24)}_planted.xlsx`;
    fs.symlinkSync(path.join(portal.config.dataDir, 'portal.sqlite'), path.join(area, name));
    const answer = await call('GET', `/common/download?fileName=${name}`, admin);
    expect(answer.status).toBe(404);
  });

  it('a download needs a session', async () => {
    expect((await call('GET', '/common/download?fileName=x')).status).toBe(401);
  });
});
