// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { request } from '../../api/request';
import type { TodoQuery } from '../../api/todo';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import type { PollRequest } from '../../engine/pollingStore';
import { formatZonedTime } from '../../shared/zonedTime';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { FIXTURE_STATIONS } from '../fixtures/stations';
import { fakeTodoApi } from '../../widgets/todo/fakeTodoApi';
import { FIXTURE_ASSIGNEES, FIXTURE_ME, fixtureTodos } from '../../widgets/todo/todoFixtures';
import page from '../../schemas/pages/todo.json';

beforeAll(() => initI18n('en'));
// Each test answers through a fake adapter; the shared axios instance gets its own back for the next file.
const realAdapter = request.defaults.adapter;
afterEach(() => {
  cleanup();
  request.defaults.adapter = realAdapter;
});

/** The shipped page over an in-memory to-do server, for an operator. */
async function renderBoard(permissions = ['workflow:todo:*']) {
  const fixtures = fixtureTodos();
  const api = fakeTodoApi({ ...fixtures, assignees: FIXTURE_ASSIGNEES, me: FIXTURE_ME, stations: FIXTURE_STATIONS });
  request.defaults.adapter = api.adapter;
  const stores = new RootStore();
  stores.session.permissions = permissions;
  stores.plant.stations = FIXTURE_STATIONS;
  render(
    <StoreContext.Provider value={stores}>
      <SchemaPreview
        schema={page as unknown as PageSchema}
        answers={{
          'POST /todoitem/list': (r: PollRequest) => api.list(r.body as TodoQuery),
          'GET /todoitem/history': (r: PollRequest) => api.history(Number(r.params?.todoId)),
        }}
      />
    </StoreContext.Provider>,
  );
  await screen.findByText('INV-07 insulation resistance below limit');
  return { api, fixtures };
}

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('the to-do board', () => {
  it("shows an alarm's item with its level in red, the station's team as holder, System as maker and the station's times", async () => {
    const { fixtures } = await renderBoard();
    const row = within(rowOf('INV-07 insulation resistance below limit'));
    expect(row.getByText('Serious fault').className).toContain('portal-todo-level-3');
    expect(row.getByText('Solarpark Meuro')).toBeTruthy();
    expect(row.getByText('Station team')).toBeTruthy();
    expect(row.getByText('by System')).toBeTruthy();
    const item = fixtures.items.find((i) => i.todoId === 41)!;
    // On Meuro's clock (Berlin), with its offset where the reader's clock differs (docs/formats.md).
    expect(row.getByText(formatZonedTime(item.createdAt, 'en', 'Europe/Berlin', 'minute'))).toBeTruthy();
    expect(row.getByText(formatZonedTime(item.updatedAt, 'en', 'Europe/Berlin', 'minute'))).toBeTruthy();
    // The Open tab lists open items only.
    expect(screen.queryByText('PCS-2 cabinet temperature high')).toBeNull();
  });

  it("Assigned to me asks the source for the caller's items of every state, from page 1", async () => {
    const { api } = await renderBoard();
    fireEvent.click(screen.getByRole('radio', { name: 'Assigned to me' }));
    await screen.findByText('Update the on-call rota for December');
    expect(api.listed.at(-1)).toEqual({ pageNum: 1, pageSize: 20, mine: 1 });
    expect(screen.getByText('Replace the lock of the substation fence gate')).toBeTruthy();
    expect(screen.queryByText('INV-07 insulation resistance below limit')).toBeNull();
  });

  it('Handle needs a note; with one the item leaves Open, and its history says who handled it and why', async () => {
    await renderBoard();
    fireEvent.click(within(rowOf('INV-07 insulation resistance below limit')).getByRole('button', { name: 'Handle' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Handle' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/What was done/), { target: { value: 'String fuse F4 replaced' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByText('INV-07 insulation resistance below limit')).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: 'Handled' }));
    await screen.findByText('INV-07 insulation resistance below limit');
    fireEvent.click(within(rowOf('INV-07 insulation resistance below limit')).getByRole('button', { name: 'History' }));
    const steps = await screen.findByRole('list', { name: 'History: INV-07 insulation resistance below limit' });
    const last = within(steps).getAllByRole('listitem').at(-1)!;
    expect(last.textContent).toContain('Handled');
    expect(last.textContent).toContain(FIXTURE_ME.userName);
    expect(last.textContent).toContain('String fuse F4 replaced');
  });

  it('a step the server refuses keeps the dialog open, shows its message and changes nothing', async () => {
    const { api } = await renderBoard();
    // Someone else closed the item meanwhile; the screen still shows it open.
    api.items.find((i) => i.todoId === 41)!.isHandle = 2;
    fireEvent.click(within(rowOf('INV-07 insulation resistance below limit')).getByRole('button', { name: 'Handle' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/What was done/), { target: { value: 'Checked' } });
    const asked = api.listed.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Handle' }));
    expect(await screen.findByText('Only an open item can be handled')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(api.listed.length).toBe(asked);
  });

  it('a new item on a station goes to a user of that station and shows in the list at once', async () => {
    await renderBoard();
    fireEvent.click(screen.getByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Mow the grass under rows 1–40' } });
    fireEvent.change(within(dialog).getByLabelText('Station'), { target: { value: '11' } });
    const assignee = within(dialog).getByLabelText('Assignee');
    await within(assignee).findByText('Anna Schmidt (aschmidt)');
    fireEvent.change(assignee, { target: { value: '12' } });
    fireEvent.click(create);
    const row = within((await screen.findByText('Mow the grass under rows 1–40')).closest('tr')!);
    expect(row.getByText('Anna Schmidt')).toBeTruthy();
    expect(row.getByText(`by ${FIXTURE_ME.nickName}`)).toBeTruthy();
  });

  it("Assign offers the users of the item's station and gives the item to the one chosen", async () => {
    const { api } = await renderBoard();
    fireEvent.click(within(rowOf('INV-07 insulation resistance below limit')).getByRole('button', { name: 'More steps' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText('Assignee');
    await within(select).findByText('Anna Schmidt (aschmidt)');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      "Nobody (the station's team)",
      'Anna Schmidt (aschmidt)',
      'Jan Kowalski (jkowalski)',
    ]);
    fireEvent.change(select, { target: { value: String(FIXTURE_ME.userId) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(rowOf('INV-07 insulation resistance below limit')).queryByText(FIXTURE_ME.nickName)).toBeTruthy(),
    );
    expect(api.items.find((i) => i.todoId === 41)!.assigneeId).toBe(FIXTURE_ME.userId);
  });

  it('a reader without workflow:todo:edit gets the history of a row and nothing to change', async () => {
    await renderBoard(['workflow:todo:list']);
    const row = within(rowOf('INV-07 insulation resistance below limit'));
    expect(row.getAllByRole('button')).toEqual([row.getByRole('button', { name: 'History' })]);
    expect(screen.queryByRole('button', { name: 'New item' })).toBeNull();
  });
});
