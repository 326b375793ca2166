// @vitest-environment jsdom
// The render log must see react-dom start: it is imported first.
import { renderLog } from './renderLog';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import { CarouselCard } from '../../widgets/monitor/CarouselCard';
import { NodeRenderer } from '../../engine/NodeRenderer';
import { DatePickerWidget } from '../../widgets/data/DatePickerWidget';
import { FreshValue } from '../../engine/FreshValue';
import { PERIOD_MS } from '../../engine/pollingStore';
import type { PageSchema } from '../../engine/pageSchema';
import { InputGroup } from '@blueprintjs/core';
import { StationEntry } from '../../widgets/station-navigator/StationEntry';
import type { Station } from '../../api/types';
import { navigatorServer, shippedPage, showPage } from './navigatorPage';

beforeAll(() => initI18n('en'));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LIST = 'GET /monitor/nbqRealData/list';
const INDICATOR = 'GET /monitor/indicator';

const inverter = (n: number, acPower = 50 + n) => ({
  equipType: 'GCNBQ',
  collectId: n,
  equipName: `Inverter ${n}`,
  nbqState: 1,
  acPower,
  quality: 'good',
  time: 1_000,
});

/** The inverter overview's shape: figures above, the cards, a calendar, all fed by polled sources. */
const overview = {
  schemaVersion: 1,
  id: 't',
  sources: {
    list: { api: LIST, poll: 'realtime' },
    indicator: { api: INDICATOR, poll: 'realtime' },
  },
  body: {
    type: 'page',
    children: [
      { type: 'stat-cards', items: [{ label: 'widget.quantity.acPower', value: '${data.indicator.acPower | power}' }] },
      {
        type: 'card-carousel',
        items: '${data.list.nbqDatas}',
        perSlide: 4,
        title: '${item.equipName}',
        state: '${item.nbqState}',
        stateLabel: 'widget.inverterState',
        fields: [{ label: 'widget.quantity.acPower', value: '${item.acPower | power}' }],
        itemKey: '${item.equipType}${item.collectId}',
        selected: 'invKey',
        selectFirst: true,
      },
      { type: 'date-picker', state: 'powerDate', label: 'widget.inverter.powerCurve' },
    ],
  },
} as unknown as PageSchema;

/** The page on fixture answers that a test may change before the next poll. */
async function showOverview(count: number) {
  const answers: Record<string, unknown> = {
    [LIST]: { data: { nbqDatas: Array.from({ length: count }, (_, i) => inverter(i + 1)) } },
    [INDICATOR]: { data: { acPower: 812.5 } },
  };
  render(<SchemaPreview schema={overview} answers={answers} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return answers;
}

/** Lets the realtime polls run once and their answers land. */
const poll = () => act(() => vi.advanceTimersByTimeAsync(PERIOD_MS.realtime));

const cardTitles = () => renderLog.of<{ title: string }>(CarouselCard).map((p) => p.title);

describe('a poll renders again only what shows a changed figure', () => {
  it('one inverter’s new power renders its card again and no other card, the figures above, or the calendar', async () => {
    const answers = await showOverview(8);
    expect(screen.getByText('53.00 kW')).toBeTruthy();
    renderLog.clear();
    answers[LIST] = {
      data: { nbqDatas: Array.from({ length: 8 }, (_, i) => inverter(i + 1, i === 2 ? 61.25 : undefined)) },
    };
    await poll();
    expect(screen.getByText('61.25 kW')).toBeTruthy();
    expect(screen.queryByText('53.00 kW')).toBeNull();
    expect(cardTitles()).toEqual(['Inverter 3']);
    // The indicator answered the same figures: its node and the calendar, which reads no source, stay as they were.
    expect(renderLog.of(DatePickerWidget)).toHaveLength(0);
    expect(renderLog.of<{ node: { type: string } }>(NodeRenderer).map((p) => p.node.type)).toEqual(['card-carousel']);
  });

  it('a poll whose answers are all the same renders nothing', async () => {
    await showOverview(8);
    renderLog.clear();
    await poll();
    expect(renderLog.of(NodeRenderer)).toHaveLength(0);
    expect(cardTitles()).toEqual([]);
  });

  it('a new figure of the indicator renders the figures above and not the cards', async () => {
    const answers = await showOverview(8);
    renderLog.clear();
    answers[INDICATOR] = { data: { acPower: 1500 } };
    await poll();
    expect(screen.getByText('1.500 MW')).toBeTruthy();
    expect(renderLog.of<{ node: { type: string } }>(NodeRenderer).map((p) => p.node.type)).toEqual(['stat-cards']);
    expect(cardTitles()).toEqual([]);
  });

  it('of 200 inverters only the shown slide and its neighbour hold cards, and paging shows the next ones', async () => {
    await showOverview(200);
    const shownTitles = () =>
      [...document.querySelectorAll('.portal-carousel-slide[aria-hidden=false] .portal-carousel-card-title')].map(
        (e) => e.textContent,
      );
    expect(document.querySelectorAll('.portal-carousel-card')).toHaveLength(8);
    expect(shownTitles()).toEqual(['Inverter 1', 'Inverter 2', 'Inverter 3', 'Inverter 4']);
    fireEvent.click(screen.getByRole('tab', { name: 'Cards 197–200 of 200' }));
    expect(shownTitles()).toEqual(['Inverter 197', 'Inverter 198', 'Inverter 199', 'Inverter 200']);
    expect(document.querySelectorAll('.portal-carousel-card')).toHaveLength(8);
  });

  it('cards whose source stops answering are dimmed, then said interrupted, though none of their figures changed', async () => {
    const answers = await showOverview(8);
    expect(document.querySelector('.portal-carousel-card [data-quality]')).toBeNull();
    // The server goes silent: every request for the list fails from now on, and the page keeps the last answer.
    Object.defineProperty(answers, LIST, {
      get() {
        throw new Error('server down');
      },
    });
    const quality = () =>
      [...document.querySelectorAll('.portal-carousel-card [data-quality]')].map((e) => e.getAttribute('data-quality'));
    await act(() => vi.advanceTimersByTimeAsync(PERIOD_MS.realtime * 3));
    expect(quality()).toEqual(Array(8).fill('stale'));
    expect(screen.getByText('53.00 kW')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(PERIOD_MS.realtime));
    expect(quality()).toEqual(Array(8).fill('interrupted'));
  });
});

describe('a poll of a device’s points', () => {
  const POINTS = 'POST /monitor/nbqRealData/realData';
  const points = (voltage: number) => ({
    data: {
      YC: [
        { pointName: 'AC voltage', pointUnit: 'V', pointValue: voltage, quality: 'good', time: 1_000 },
        { pointName: 'AC current', pointUnit: 'A', pointValue: 81.2, quality: 'good', time: 1_000 },
        { pointName: 'Temperature', pointUnit: '°C', pointValue: 41.5, quality: 'good', time: 1_000 },
      ],
    },
  });
  const page = {
    schemaVersion: 1,
    id: 't',
    sources: { points: { api: POINTS, poll: 'realtime' } },
    body: { type: 'point-list', points: '${data.points.YC}', kind: 'analog' },
  } as unknown as PageSchema;

  it('renders again the row of the point whose value changed and no other', async () => {
    const answers: Record<string, unknown> = { [POINTS]: points(400.1) };
    render(<SchemaPreview schema={page} answers={answers} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    renderLog.clear();
    answers[POINTS] = points(401.7);
    await poll();
    expect(screen.getByText('401.70')).toBeTruthy();
    expect(renderLog.of<{ children: string }>(FreshValue).map((p) => p.children)).toEqual(['401.70']);
  });
});

describe('the station selector', () => {
  it('its live poll renders again the station whose power changed, and neither its search field nor the others', async () => {
    let power2 = 300;
    const server = navigatorServer(3, (id) => (id === 2 ? power2 : 500));
    showPage(shippedPage('plant-drawer'), server.answers);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('300.00 kW')).toBeTruthy();
    renderLog.clear();
    power2 = 310.5;
    await poll();
    expect(screen.getByText('310.50 kW')).toBeTruthy();
    expect(renderLog.of<{ station: Station }>(StationEntry).map((p) => p.station.psName)).toEqual(['Station 2']);
    expect(renderLog.of(InputGroup)).toHaveLength(0);
  });
});
