import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, psIdsByCode, startPortal, type Portal } from './harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fixture')]);
/** An SVG disguised as a picture, carrying a frame whose page reads the session token. */
const DISGUISED = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;parent.stolen=localStorage.getItem(\'Portal-Token\')&lt;/script&gt;"></iframe></foreignObject></svg>',
);
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10" data-point="1_PS_0_p"/><script>alert(2)</script><animate attributeName="href" to="javascript:alert(3)"/><foreignObject><iframe srcdoc="x"/></foreignObject></svg>';

describe.each(backends)('uploaded files on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let operator: string;
  let ids: Record<string, number>;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    [admin, gadmin, operator] = await Promise.all([portal.login('admin'), portal.login('gadmin'), portal.login('operator')]);
    ids = await psIdsByCode(portal);
  });
  afterAll(() => portal.close());

  const upload = (url: string, token: string, name: string, content: Buffer) =>
    portal.call({
      method: 'POST',
      url: `/prod-api${url}`,
      token,
      ...multipart(name, content),
      headers: { ...multipart(name, content).headers, 'content-language': 'en-US' },
    });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': 'en-US' } });
  const onDisk = (url: string) => fs.existsSync(path.join(portal.config.dataDir, 'uploads', url.slice('/profile/'.length)));
  const uploadsCount = async () => (await portal.app.db.selectFrom('sys_upload').select('url').execute()).length;

  it('a file named .png that is really an SVG with a scripted frame is refused, and nothing is stored', async () => {
    const before = await uploadsCount();
    const refused = await upload('/info/psAttachment/upload?field=attUrl', admin, 'photo.png', DISGUISED);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, msg: "The file's content is not a .png file", field: 'attUrl' });
    expect(await uploadsCount()).toBe(before);
  });

  it('a picture is served only to signed-in callers who see its plant, and to its uploader before it is saved', async () => {
    const cn = ids['CN-PV-001']!;
    const stored = await upload('/info/psAttachment/upload?field=attUrl', gadmin, 'site.png', PNG);
    expect(stored.status).toBe(200);
    const url = stored.body.data.url as string;
    expect((await call('GET', url, gadmin)).status).toBe(200);
    expect((await call('GET', url, operator)).status).toBe(404);
    expect((await call('GET', url)).status).toBe(401);

    expect((await call('POST', '/info/psAttachment', gadmin, { psId: cn, attName: 'Site', attUrl: url })).status).toBe(200);
    const served = await call('GET', url, admin);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('GET', url, operator)).status).toBe(404);
  });

  it('station photos are not served to anonymous callers nor outside the scope', async () => {
    const photo = `/profile/station/${ids['CN-PV-001']}.svg`;
    expect((await call('GET', photo)).status).toBe(401);
    expect((await call('GET', photo, operator)).status).toBe(404);
    expect((await call('GET', photo, gadmin)).status).toBe(200);
  });

  it('a PDF downloads with Content-Disposition: attachment rather than opening in the portal', async () => {
    const de = ids['DE-PV-011']!;
    const url = (await upload('/info/psAttachment/upload?field=attUrl', admin, 'permit.pdf', Buffer.from('%PDF-1.7\n%fixture')))
      .body.data.url as string;
    await call('POST', '/info/psAttachment', admin, { psId: de, attName: 'Permit', attUrl: url });
    const served = await call('GET', url, operator);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename=/);
  });

  it('a diagram may only point at a sanitized diagram file of its own plant', async () => {
    const [a, b] = [ids['DE-ES-014']!, ids['PL-ES-027']!];
    const picture = (await upload('/info/psAttachment/upload?field=attUrl', admin, 'x.png', PNG)).body.data.url as string;
    const asDiagram = await call('POST', '/info/svgConfig', admin, { psId: a, svgName: 'Stolen', svgPath: picture });
    expect(asDiagram.status).toBe(400);
    expect(asDiagram.body).toMatchObject({
      field: 'svgPath',
      msg: expect.stringContaining('this file was not uploaded for this field'),
    });
    const invented = await call('POST', '/info/svgConfig', admin, {
      psId: a,
      svgName: 'Invented',
      svgPath: '/profile/diagram/abc.svg',
    });
    expect(invented.status).toBe(400);

    const drawing = (await upload('/info/svgConfig/upload?field=svgPath', admin, 'a.svg', Buffer.from(HOSTILE_SVG))).body.data
      .url as string;
    expect((await call('POST', '/info/svgConfig', admin, { psId: a, svgName: 'A', svgPath: drawing })).status).toBe(200);
    const otherPlant = await call('POST', '/info/svgConfig', admin, { psId: b, svgName: 'B', svgPath: drawing });
    expect(otherPlant.status).toBe(400);
  });

  it('another user cannot claim a file uploaded by someone else and not yet saved', async () => {
    const url = (
      await upload(
        '/info/svgConfig/upload?field=svgPath',
        admin,
        'mine.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      )
    ).body.data.url as string;
    const claimed = await call('POST', '/info/svgConfig', gadmin, {
      psId: ids['CN-ES-005'] ?? ids['CN-PV-001'],
      svgName: 'Mine',
      svgPath: url,
    });
    expect(claimed.status).toBe(400);
    expect((await call('GET', url, gadmin)).status).toBe(404);
  });

  it('a drawing stored before the sanitizer existed is sanitized on every read path', async () => {
    const psId = ids['DE-ES-014']!;
    fs.mkdirSync(path.join(portal.config.dataDir, 'uploads', 'diagram'), { recursive: true });
    fs.writeFileSync(path.join(portal.config.dataDir, 'uploads', 'diagram', 'legacy.svg'), HOSTILE_SVG);
    await portal.app.db
      .insertInto('svg_config')
      .values({
        ps_id: psId,
        svg_name: 'Legacy',
        svg_path: '/profile/diagram/legacy.svg',
        is_master: 1,
        uploaded_at: Date.now() + 60_000,
      })
      .execute();
    const { body } = await call('GET', `/monitor/diagram?psId=${psId}`, admin);
    expect(body.data.svgName).toBe('Legacy');
    expect(body.data.svg).toContain('data-point="1_PS_0_p"');
    const file = await call('GET', '/profile/diagram/legacy.svg', admin);
    for (const text of [body.data.svg as string, file.body as string]) {
      expect(text).not.toMatch(/script|onload|foreignObject|iframe|srcdoc|animate|javascript:/i);
    }
  });

  it('removing a diagram row keeps a file another row still uses; the last row takes it along', async () => {
    const psId = ids['DE-ES-014']!;
    const url = (
      await upload(
        '/info/svgConfig/upload?field=svgPath',
        admin,
        'shared.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'),
      )
    ).body.data.url as string;
    const first = (await call('POST', '/info/svgConfig', admin, { psId, svgName: 'One', svgPath: url })).body.data.svgId;
    const second = (await call('POST', '/info/svgConfig', admin, { psId, svgName: 'Two', svgPath: url })).body.data.svgId;
    expect((await call('DELETE', '/info/svgConfig/remove', admin, { ids: [first] })).status).toBe(200);
    expect(onDisk(url)).toBe(true);
    expect((await call('GET', url, admin)).status).toBe(200);
    expect((await call('DELETE', '/info/svgConfig/remove', admin, { ids: [second] })).status).toBe(200);
    expect(onDisk(url)).toBe(false);
    expect((await call('GET', url, admin)).status).toBe(404);
  });
});
