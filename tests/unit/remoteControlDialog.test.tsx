// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { request } from '../../api/request';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { fakeRemoteApi, type FakeRemoteOptions } from '../../widgets/remote/fakeRemoteApi';

beforeAll(() => initI18n('en'));
// Each test answers through a fake adapter; the shared axios instance gets its own back for the next file.
const realAdapter = request.defaults.adapter;
afterEach(() => {
  cleanup();
  request.defaults.adapter = realAdapter;
});

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

const point = (code: string, name: string, value: number, extra: Record<string, unknown>) => ({
  pointId: `11_JZNBQ_3_${code}`,
  pointCode: code,
  pointName: name,
  pointUnit: '',
  pointValue: value,
  ...extra,
});

const points = {
  YK: [
    point('OnOff', 'Start / stop', 1, { options: 'Stop-0,Start-1' }),
    point('ACBreaker', 'AC breaker', 1, { options: null }),
    point('Reset', 'Fault reset', 0, { options: 'Reset-1' }),
  ],
  YT: [point('PLimit', 'Active power limit', 100, { pointUnit: '%', min: 0, max: 100 })],
};

const schema = {
  schemaVersion: 1,
  id: 't',
  sources: { points: { api: 'POST /monitor/nbqRealData/realData' } },
  body: {
    type: 'page',
    children: [{ type: 'device-control', psId: 11, equipId: 2103, equipName: 'INV-03', points: '${data.points}' }],
  },
} as unknown as PageSchema;

async function renderWidget(permissions: string[], remote: FakeRemoteOptions = { password: '123456' }) {
  const api = fakeRemoteApi(remote);
  request.defaults.adapter = api.adapter;
  const stores = new RootStore();
  stores.session.permissions = permissions;
  render(
    <StoreContext.Provider value={stores}>
      <SchemaPreview schema={schema} answers={{ 'POST /monitor/nbqRealData/realData': { code: 200, data: points } }} />
    </StoreContext.Provider>,
  );
  await settle();
  return api.calls;
}

/** Opens the operate dialog, then the control dialog of a point, and gets past the password. */
async function openPoint(name: string, title: string, password = '123456') {
  fireEvent.click(screen.getByRole('button', { name: 'Operate device' }));
  const operate = await screen.findByRole('dialog', { name: 'Operate device: INV-03' });
  const button = within(operate).getByRole('button', { name: new RegExp(name) });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
  const control = await screen.findByRole('dialog', { name: title });
  fireEvent.change(within(control).getByLabelText('Operation password'), { target: { value: password } });
  fireEvent.click(within(control).getByRole('button', { name: 'Confirm' }));
  return control;
}

describe('the device-control widget', () => {
  it('shows Operate device only to users holding remote:control:operate', async () => {
    await renderWidget(['monitor:station:query']);
    expect(screen.queryByRole('button', { name: 'Operate device' })).toBeNull();
    cleanup();
    await renderWidget(['remote:control:operate']);
    expect(screen.getByRole('button', { name: 'Operate device' })).toBeTruthy();
  });

  it('lists the switch and set-point points with their current value', async () => {
    await renderWidget(['*:*:*']);
    fireEvent.click(screen.getByRole('button', { name: 'Operate device' }));
    const operate = await screen.findByRole('dialog', { name: 'Operate device: INV-03' });
    const switches = within(within(operate).getByRole('region', { name: 'Remote control' })).getAllByRole('button');
    expect(switches.map((b) => b.textContent)).toEqual(['Start / stopStart', 'AC breakerClose', 'Fault reset0']);
    const setPoints = within(within(operate).getByRole('region', { name: 'Set-points' })).getAllByRole('button');
    expect(setPoints.map((b) => b.textContent)).toEqual(['Active power limit100 %']);
  });

  it('operation password cannot be empty', async () => {
    await renderWidget(['*:*:*']);
    const control = await openPoint('AC breaker', 'INV-03 AC breaker', '');
    expect(within(control).getByText('Operation password cannot be empty')).toBeTruthy();
  });

  it('a switch is selected, then executed, and the dialog closes', async () => {
    const calls = await renderWidget(['*:*:*']);
    const control = await openPoint('AC breaker', 'INV-03 AC breaker');
    const select = (await within(control).findByLabelText('Command')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Open (trip)', 'Close']);
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('0');
    fireEvent.click(within(control).getByRole('button', { name: 'Select' }));
    await within(control).findByText('Selection succeeded');
    expect(select.disabled).toBe(true);
    fireEvent.click(within(control).getByRole('button', { name: 'Execute' }));
    await within(control).findByText('Execution succeeded');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'INV-03 AC breaker' })).toBeNull());
    const yk = calls.filter((c) => c.url === '/remote/yk').map((c) => c.body);
    expect(yk).toEqual([
      { psId: 11, point: '11_JZNBQ_3_ACBreaker', value: 0, type: 0, passwd: '123456' },
      { psId: 11, point: '11_JZNBQ_3_ACBreaker', value: 0, type: 1, passwd: '123456' },
    ]);
  });

  it('the select is disabled when the switch has one option', async () => {
    await renderWidget(['*:*:*']);
    const control = await openPoint('Fault reset', 'INV-03 Fault reset');
    const select = (await within(control).findByLabelText('Command')) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
  });

  it('a wrong operation password is shown in the dialog, the bar fails and the buttons come back', async () => {
    await renderWidget(['*:*:*'], { password: null });
    const control = await openPoint('AC breaker', 'INV-03 AC breaker', 'guess');
    await within(control).findByText('Operation password wrong');
    expect(within(control).getByRole('progressbar').className).toContain('intent-danger');
    expect(within(control).getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false);
  });

  it('a set-point out of range is not sent; one in range is', async () => {
    const calls = await renderWidget(['*:*:*']);
    const control = await openPoint('Active power limit', 'INV-03 Active power limit');
    const input = await within(control).findByLabelText('Set-point');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.click(within(control).getByRole('button', { name: 'Set' }));
    expect(within(control).getByText('The value must lie between 0 and 100')).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(control).getByRole('button', { name: 'Set' }));
    expect(within(control).getByText('Cannot be empty')).toBeTruthy();
    fireEvent.change(input, { target: { value: '80' } });
    fireEvent.click(within(control).getByRole('button', { name: 'Set' }));
    await within(control).findByText('Set-point succeeded');
    expect(calls.filter((c) => c.url === '/remote/yt').map((c) => c.body)).toEqual([
      { psId: 11, point: '11_JZNBQ_3_PLimit', value: 80, passwd: '123456' },
    ]);
  });

  it('the start/stop point offers Stop and Start through the device API', async () => {
    const calls = await renderWidget(['*:*:*']);
    const control = await openPoint('Start / stop', 'INV-03 Start / stop');
    fireEvent.click(await within(control).findByRole('button', { name: 'Stop' }));
    await within(control).findByText('Execution succeeded');
    expect(calls.filter((c) => c.url === '/remote/ykApi').map((c) => c.body)).toEqual([
      { psId: 11, point: '11_JZNBQ_3_OnOff_stop', passwd: '123456' },
    ]);
  });

  it('explains and disables the points when remote operation is disabled for the device', async () => {
    const calls = await renderWidget(['*:*:*'], { password: '123456', allowed: false });
    fireEvent.click(screen.getByRole('button', { name: 'Operate device' }));
    const operate = await screen.findByRole('dialog', { name: 'Operate device: INV-03' });
    await within(operate).findByText('Remote operation is disabled');
    expect(within(operate).getByRole('button', { name: /AC breaker/ })).toHaveProperty('disabled', true);
    expect(calls.find((c) => c.url === '/remote/status')?.body).toEqual({ psId: 11, equipId: 2103 });
  });
});
