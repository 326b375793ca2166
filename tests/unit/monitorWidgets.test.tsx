// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

const inverters = Array.from({ length: 10 }, (_, i) => ({
  equipId: 2101 + i,
  equipName: `A-${String(i + 1).padStart(2, '0')}`,
  nbqState: i === 4 ? 4 : 1,
}));

const carousel = {
  schemaVersion: 1,
  id: 't',
  sources: { list: { api: 'POST /monitor/nbqRealData/list' } },
  body: {
    type: 'page',
    children: [
      {
        type: 'card-carousel',
        items: '${data.list}',
        title: '${item.equipName}',
        state: '${item.nbqState}',
        stateLabel: 'widget.inverterState',
        stateColors: { '4': 'danger' },
        itemKey: '${item.equipId}',
        selected: 'selected',
        selectFirst: true,
      },
      { type: 'text', text: 'selected ${state.selected}' },
    ],
  },
} as unknown as PageSchema;

describe('the card carousel', () => {
  it('shows 4 cards a slide with no way back from the first slide and no way on from the last', async () => {
    render(<SchemaPreview schema={carousel} answers={{ 'POST /monitor/nbqRealData/list': { data: inverters } }} />);
    await settle();
    const previous = screen.getByRole('button', { name: 'Previous cards' });
    const next = screen.getByRole('button', { name: 'Next cards' });
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(next).toHaveProperty('disabled', true);
    expect(previous).toHaveProperty('disabled', false);
    expect(screen.getByText('Cards 9–10 of 10', { selector: '[aria-live]' })).toBeTruthy();
  });

  it('selects the first card on first load and the clicked card after, colouring a fault red', async () => {
    render(<SchemaPreview schema={carousel} answers={{ 'POST /monitor/nbqRealData/list': { data: inverters } }} />);
    await settle();
    expect(screen.getByText('selected 2101')).toBeTruthy();
    const faulty = screen.getByText('A-05').closest('.portal-carousel-card')!;
    expect(faulty.className).toContain('intent-danger');
    expect(within(faulty as HTMLElement).getByText('Fault shutdown')).toBeTruthy();
    fireEvent.click(faulty);
    expect(screen.getByText('selected 2105')).toBeTruthy();
  });
});

describe('the combiner-box table', () => {
  it('shows a column per branch and what each branch state means', async () => {
    const schema = {
      schemaVersion: 1,
      id: 't',
      sources: { hlx: { api: 'POST /monitor/nbqRealData/hlxData' } },
      body: { type: 'branch-table', rows: '${data.hlx.hlxDcis}', branchCount: '${data.hlx.branchNum}' },
    } as unknown as PageSchema;
    const hlxDcis = [
      {
        nbqName: 'Inverter 1-1',
        hlxName: 'HLX-1-2',
        busVoltage: 1081.9,
        hlxState: 1,
        dciMap: { dci1: { value: 9.4, state: 0 }, dci2: { value: 0, state: 2 }, dci3: { value: null, state: 3 } },
      },
    ];
    // jsdom lays nothing out; Blueprint's table draws only the cells that fit its measured size, so give it a screen.
    const size = (px: number) => ({ configurable: true, get: () => px });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', size(2000));
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', size(1000));
    try {
      render(
        <SchemaPreview schema={schema} answers={{ 'POST /monitor/nbqRealData/hlxData': { data: { hlxDcis, branchNum: 3 } } }} />,
      );
      await settle();
    } finally {
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    }
    // Blueprint's table draws the frozen columns twice (over the scrolling body); its main quadrant holds each once.
    const main = document.querySelector('.portal-branch-table .bp6-table-quadrant-main')!;
    expect([...main.querySelectorAll('.portal-data-table-header')].map((h) => h.textContent)).toEqual([
      'Inverter',
      'Combiner box',
      'Bus voltage (V)',
      'Branch 1 (A)',
      'Branch 2 (A)',
      'Branch 3 (A)',
      'Communication',
    ]);
    const cell = (column: string) => {
      const content = document.querySelector(`.portal-branch-table [data-column="${column}"][data-row-key]`)!;
      const classes = [...content.closest('.bp6-table-cell')!.classList];
      return [content.textContent, classes.filter((n) => n.startsWith('portal-branch') || n === 'not-connected').join(' ')];
    };
    expect(['busVoltage', 'branch1', 'branch2', 'branch3'].map(cell)).toEqual([
      ['1,081.9', ''],
      ['9.40', 'portal-branch-plain'],
      ['0.00', 'portal-branch-red'],
      ['Not connected', 'portal-branch-plain not-connected'],
    ]);
    expect(cell('comm')[0]).toBe('Normal');
  });
});
