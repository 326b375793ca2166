import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, startPortal, type Portal } from './harness';

const PDF = Buffer.from('%PDF-1.7\n%notice fixture');
/** Demo groups (server/demo/seedDemo.ts): ChinaRegion, EuropeRegion and the Nordic partner under Europe. */
const CHINA = 3;
const EUROPE = 4;
const NORDIC = 2;

const HOSTILE =
  '<p onclick="steal()">Grid <b>maintenance</b></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
  '<a href="javascript:alert(3)">bad</a><a href="https://grid.example/plan">plan</a><iframe src="https://evil.example"></iframe>' +
  '<style>body{display:none}</style><h2 style="color:red">Schedule</h2><ul><li>Step one</li></ul>';

describe.each(backends)('notices on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let operator: string;
  let partner: string;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    [admin, gadmin, operator, partner] = await Promise.all([
      portal.login('admin'),
      portal.login('gadmin'),
      portal.login('operator'),
      portal.login('partner'),
    ]);
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': 'en-US' } });
  const draft = (over: object = {}) => ({
    title: 'Notice',
    body: '<p>Text</p>',
    pinned: false,
    deptIds: [],
    attachments: [],
    ...over,
  });
  const publish = async (token: string, over: object = {}) => {
    const answer = await call('POST', '/office/notice', token, draft(over));
    expect(answer.body).toMatchObject({ code: 200 });
    return answer.body.data.noticeId as number;
  };
  const unread = async (token: string) => (await call('GET', '/office/notice/unreadCount', token)).body.data as number;
  const noticeCount = async () => (await portal.app.db.selectFrom('notice').select('notice_id').execute()).length;
  const upload = async (token: string, name: string, content: Buffer) => {
    const body = multipart(name, content);
    return portal.call({
      method: 'POST',
      url: '/prod-api/office/notice/upload',
      token,
      payload: body.payload,
      headers: { ...body.headers, 'content-language': 'en-US' },
    });
  };

  it('a notice body keeps its text and structure but loses scripts, event handlers, styles, frames and javascript: links', async () => {
    const id = await publish(admin, { title: 'Maintenance window', body: HOSTILE });
    const { body } = await call('GET', `/office/notice/${id}`, operator);
    const html = body.data.body as string;
    expect(html).toContain('<b>maintenance</b>');
    expect(html).toContain('<h2>Schedule</h2>');
    expect(html).toContain('<li>Step one</li>');
    expect(html).toContain('<a href="https://grid.example/plan" target="_blank" rel="noopener noreferrer">plan</a>');
    for (const gone of ['<script', 'alert', 'onclick', 'onerror', 'javascript:', '<iframe', '<style', 'style=', '<img'])
      expect(html).not.toContain(gone);
    await call('DELETE', '/office/notice/remove', admin, { ids: [id] });
  });

  it('a notice to the Nordic group is seen by its partner only: others get 404 and the counts differ per user', async () => {
    const [operatorBefore, partnerBefore, gadminBefore] = [await unread(operator), await unread(partner), await unread(gadmin)];
    const id = await publish(admin, { title: 'Nordic crane work', deptIds: [NORDIC] });
    expect(await unread(partner)).toBe(partnerBefore + 1);
    expect(await unread(operator)).toBe(operatorBefore);
    expect(await unread(gadmin)).toBe(gadminBefore);
    expect(await unread(admin)).toBe(0);

    expect((await call('GET', `/office/notice/${id}`, operator)).body).toMatchObject({ code: 404 });
    expect((await call('GET', `/office/notice/${id}`, gadmin)).status).toBe(404);
    const operatorList = (await call('GET', '/office/notice/list', operator)).body.rows as { noticeId: number }[];
    expect(operatorList.map((r) => r.noticeId)).not.toContain(id);

    const partnerList = (await call('GET', '/office/notice/list?unread=1', partner)).body.rows as {
      noticeId: number;
      read: boolean;
    }[];
    expect(partnerList.find((r) => r.noticeId === id)).toMatchObject({ read: false });
    const opened = await call('GET', `/office/notice/${id}`, partner);
    expect(opened.body.data).toMatchObject({
      title: 'Nordic crane work',
      groups: [{ deptId: NORDIC, deptName: 'NordicServicePartner' }],
    });
    expect(await unread(partner)).toBe(partnerBefore);
    await call('DELETE', '/office/notice/remove', admin, { ids: [id] });
  });

  it('a notice to Europe reaches the Nordic partner below it; one to all reaches everyone; mark all as read clears the count', async () => {
    const europe = await publish(admin, { title: 'Europe audit', deptIds: [EUROPE] });
    const all = await publish(admin, { title: 'Portal upgrade', pinned: true });
    const partnerRows = (await call('GET', '/office/notice/list', partner)).body.rows as { noticeId: number; pinned: boolean }[];
    expect(partnerRows[0]).toMatchObject({ noticeId: all, pinned: true });
    expect(partnerRows.map((r) => r.noticeId)).toContain(europe);
    expect(await unread(gadmin)).toBeGreaterThan(0);
    expect(await unread(partner)).toBeGreaterThanOrEqual(2);
    expect((await call('PUT', '/office/notice/readAll', partner)).body).toMatchObject({ code: 200 });
    expect(await unread(partner)).toBe(0);
    expect(await unread(operator)).toBeGreaterThanOrEqual(2);
    await call('DELETE', '/office/notice/remove', admin, { ids: [europe] });
    await call('DELETE', '/office/notice/remove', admin, { ids: [all] });
  });

  it('a group administrator publishes to its own groups only; an operator cannot publish at all', async () => {
    const before = await noticeCount();
    const foreign = await call('POST', '/office/notice', gadmin, draft({ deptIds: [EUROPE] }));
    expect(foreign.body).toMatchObject({ code: 403, msg: 'You may only address groups you administer', field: 'deptIds' });
    const toAll = await call('POST', '/office/notice', gadmin, draft());
    expect(toAll.body).toMatchObject({ code: 403, field: 'deptIds' });
    expect((await call('POST', '/office/notice', operator, draft({ deptIds: [EUROPE] }))).status).toBe(403);
    expect((await call('POST', '/office/notice/upload', operator)).status).toBe(403);
    expect(await noticeCount()).toBe(before);

    const own = await publish(gadmin, { title: 'China inspection', deptIds: [CHINA] });
    expect((await call('GET', `/office/notice/${own}`, operator)).status).toBe(404);
    expect((await call('PUT', '/office/notice', operator, { ...draft(), noticeId: own })).status).toBe(403);
    // The administrator may change any notice; nobody else's edit reaches it.
    expect(
      (
        await call('PUT', '/office/notice', admin, {
          ...draft({ title: 'China inspection moved', deptIds: [CHINA] }),
          noticeId: own,
        })
      ).body,
    ).toMatchObject({ code: 200 });
    expect((await call('GET', `/office/notice/${own}`, gadmin)).body.data.title).toBe('China inspection moved');
    expect((await call('DELETE', '/office/notice/remove', gadmin, { ids: [own] })).body).toMatchObject({ code: 200 });
    expect((await call('GET', `/office/notice/${own}`, gadmin)).status).toBe(404);
  });

  it('bad input gets a localized 400 naming the field and writes nothing', async () => {
    const before = await noticeCount();
    const blank = await call('POST', '/office/notice', admin, draft({ title: '   ' }));
    expect(blank.body).toMatchObject({ code: 400, msg: 'The title cannot be empty', field: 'title' });
    const long = await call('POST', '/office/notice', admin, draft({ title: 'x'.repeat(101) }));
    expect(long.body).toMatchObject({ code: 400, msg: 'The title can have at most 100 characters', field: 'title' });
    const zh = await portal.call({
      method: 'POST',
      url: '/prod-api/office/notice',
      token: admin,
      payload: draft({ title: '' }),
      headers: { 'content-language': 'zh-CN' },
    });
    expect(zh.body).toMatchObject({ code: 400, msg: '标题不能为空', field: 'title' });
    const unknownGroup = await call('POST', '/office/notice', admin, draft({ deptIds: [9999] }));
    expect(unknownGroup.body).toMatchObject({ code: 400, field: 'deptIds' });
    const foreignFile = await call(
      'POST',
      '/office/notice',
      admin,
      draft({ attachments: [{ url: '/profile/notice/none.pdf', name: 'x.pdf' }] }),
    );
    expect(foreignFile.body).toMatchObject({ code: 400, field: 'attachments' });
    const wrongType = await call('POST', '/office/notice', admin, { ...draft(), pinned: 'yes' });
    expect(wrongType.status).toBe(400);
    const disguised = await upload(admin, 'plan.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(disguised.body).toMatchObject({ code: 400, field: 'attachments' });
    const script = await upload(admin, 'run.js', Buffer.from('alert(1)'));
    expect(script.body).toMatchObject({ code: 400, field: 'attachments' });
    expect(await noticeCount()).toBe(before);
    expect((await call('GET', '/office/notice/12345678', admin)).status).toBe(404);
  });

  it('an attachment is readable by exactly those who may read its notice, and goes with it', async () => {
    const stored = await upload(admin, 'crane plan.pdf', PDF);
    expect(stored.body).toMatchObject({ code: 200, data: { name: 'crane plan.pdf' } });
    const url = stored.body.data.url as string;
    expect((await call('GET', url, partner)).status).toBe(404);

    const id = await publish(admin, { title: 'Crane plan', deptIds: [NORDIC], attachments: [{ url, name: 'crane plan.pdf' }] });
    expect((await call('GET', `/office/notice/${id}`, partner)).body.data.attachments).toEqual([
      { url, name: 'crane plan.pdf', size: PDF.length },
    ]);
    const served = await call('GET', url, partner);
    expect(served.status).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect((await call('GET', url, operator)).status).toBe(404);
    expect((await call('GET', url, gadmin)).status).toBe(404);
    expect((await call('GET', url)).status).toBe(401);

    // Someone else's upload, or a file already on another notice, cannot be attached.
    const other = await publish(admin, { title: 'Other' });
    const stolen = await call('PUT', '/office/notice', admin, {
      ...draft(),
      noticeId: other,
      attachments: [{ url, name: 'x.pdf' }],
    });
    expect(stolen.body).toMatchObject({ code: 400, field: 'attachments' });

    await call('DELETE', '/office/notice/remove', admin, { ids: [id] });
    await call('DELETE', '/office/notice/remove', admin, { ids: [other] });
    expect((await call('GET', url, admin)).status).toBe(404);
  });

  it("a picture in the body shows only when it is one of the notice's attachments", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]);
    const url = (await upload(admin, 'map.png', png)).body.data.url as string;
    const body = `<p>Map</p><img src="/prod-api${url}" alt="map"><img src="/prod-api/profile/station/1.svg"><img src="https://evil.example/x.png">`;
    const id = await publish(admin, { title: 'Map', body, attachments: [{ url, name: 'map.png' }] });
    const html = (await call('GET', `/office/notice/${id}`, operator)).body.data.body as string;
    expect(html).toContain(`<img src="/prod-api${url}" alt="map">`);
    expect(html.match(/<img/g)).toHaveLength(1);
    await call('DELETE', '/office/notice/remove', admin, { ids: [id] });
  });
});
