// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { request } from '../../api/request';
import type { AlarmSubscription } from '../../api/alarmMail';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import page from '../../schemas/pages/personal-centre.json';

beforeAll(() => initI18n('en'));
const realAdapter = request.defaults.adapter;
afterEach(() => {
  cleanup();
  request.defaults.adapter = realAdapter;
});

/** The alarm-mail card of the shipped personal centre, with its two sources and nothing else of the page. */
const schema = {
  ...page,
  sources: { alarmMail: page.sources.alarmMail, stations: page.sources.stations },
  body: { type: 'alarm-subscription', subscription: '${data.alarmMail}', stations: '${data.stations}' },
} as unknown as PageSchema;

const stored: AlarmSubscription = { enabled: true, minLevel: 2, stations: [12], digest: false, language: 'en' };
const stations = [
  { psId: 12, psName: 'Solarpark Neuhardenberg' },
  { psId: 13, psName: 'Solarpark Meuro' },
];

describe('the alarm-mail form', () => {
  it("starts from the stored subscription, offers the caller's stations and saves what was changed", async () => {
    const saved: AlarmSubscription[] = [];
    const adapter: AxiosAdapter = async (config) => {
      saved.push(JSON.parse(String(config.data)) as AlarmSubscription);
      return { data: { code: 200, msg: 'ok', data: saved.at(-1) }, status: 200, statusText: 'OK', headers: {}, config };
    };
    request.defaults.adapter = adapter;
    render(
      <SchemaPreview
        schema={schema}
        answers={{
          'GET /alarm/subscription': { code: 200, msg: 'ok', data: stored },
          'POST /info/powerStation/psListByUser': { code: 200, msg: 'ok', data: stations },
        }}
      />,
    );
    const meuro = await screen.findByRole('checkbox', { name: 'Solarpark Meuro' });
    expect(screen.getByRole('checkbox', { name: 'Solarpark Neuhardenberg' })).toHaveProperty('checked', true);
    expect(meuro).toHaveProperty('checked', false);

    fireEvent.click(meuro);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ ...stored, stations: [12, 13] });
    // The reader is told it was saved; the test ends once that has shown, not while React still draws it.
    await screen.findByText('Alarm mail settings saved');
  });
});
