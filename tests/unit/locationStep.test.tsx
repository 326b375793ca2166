// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { LocationStep } from '../../widgets/registration/LocationStep';

/** Each look-up the step makes, answered when the test says so. */
const lookUps: { latitude: number; longitude: number; answer(zone: string): void }[] = [];
vi.mock('../../api/registration', () => ({
  lookUpTimeZone: (latitude: number, longitude: number) =>
    new Promise<string>((resolve) => lookUps.push({ latitude, longitude, answer: resolve })),
}));
// ECharts draws nothing in jsdom; the coordinates are typed here.
vi.mock('../../widgets/map/CoordinatePickChart', () => ({ default: () => null }));

const SCHEMA = {
  type: 'object',
  properties: { longitude: { type: 'number' }, latitude: { type: 'number' }, timeZone: { type: 'string' } },
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  lookUps.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function showStep() {
  const changes: Record<string, unknown>[] = [];
  const view = render(
    <LocationStep
      schema={SCHEMA}
      uiSchema={{}}
      messages={{}}
      formData={{ longitude: 10, latitude: 50 }}
      serverError={null}
      form={null}
      onChange={(data) => changes.push(data)}
      onSubmit={() => undefined}
    />,
  );
  const field = (name: string) => view.container.querySelector<HTMLInputElement>(`#root_${name}`)!;
  const type = async (name: string, value: string) => {
    fireEvent.change(field(name), { target: { value } });
    await act(() => vi.advanceTimersByTimeAsync(0));
  };
  const pause = () => act(() => vi.advanceTimersByTimeAsync(1000));
  return { field, type, pause, last: () => changes.at(-1)! };
}

describe('the registration’s location step (time zone from typed coordinates)', () => {
  it('keeps the coordinates typed last when the zone of earlier ones answers after theirs', async () => {
    const step = showStep();
    await step.type('latitude', '51');
    await step.pause();
    await step.type('longitude', '12');
    await step.pause();
    expect(lookUps.map((l) => [l.longitude, l.latitude])).toEqual([
      [10, 51],
      [12, 51],
    ]);
    // The newer look-up answers first, the older one after it.
    await act(async () => lookUps[1]!.answer('Europe/Berlin'));
    await act(async () => lookUps[0]!.answer('Europe/Amsterdam'));
    expect(step.field('longitude').value).toBe('12');
    expect(step.field('timeZone').value).toBe('Europe/Berlin');
    expect(step.last()).toMatchObject({ longitude: 12, latitude: 51, timeZone: 'Europe/Berlin' });
  });

  it('fills the zone once the typing pauses, and asks nothing while it goes on', async () => {
    const step = showStep();
    await step.type('latitude', '5');
    await step.type('latitude', '52');
    expect(lookUps).toHaveLength(0);
    await step.pause();
    expect(lookUps).toHaveLength(1);
    await act(async () => lookUps[0]!.answer('Europe/Berlin'));
    expect(step.last()).toMatchObject({ longitude: 10, latitude: 52, timeZone: 'Europe/Berlin' });
  });
});
