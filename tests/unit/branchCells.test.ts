import { describe, expect, it } from 'vitest';
import { branchCellLook, branchCountOf, communicationTone, toConfluenceRow } from '../../widgets/monitor/branchCells';

describe('combiner-box table cells (spec-digest 001 §2.1)', () => {
  it('a branch cell is red when its state is 2', () => {
    expect(branchCellLook(2, 1)).toEqual({ tone: 'red', notConnected: false });
  });

  it('a branch cell is amber when its state is 1', () => {
    expect(branchCellLook(1, 1)).toEqual({ tone: 'amber', notConnected: false });
  });

  it('a branch cell is plain when its state is 0', () => {
    expect(branchCellLook(0, 1)).toEqual({ tone: 'plain', notConnected: false });
    expect(branchCellLook(null, 1)).toEqual({ tone: 'plain', notConnected: false });
  });

  it('a branch cell says "not connected" when its state is 3', () => {
    expect(branchCellLook(3, 1)).toEqual({ tone: 'plain', notConnected: true });
  });

  it('the whole row is grey when the box state is 3, whatever its branches say', () => {
    expect([0, 1, 2, 3].map((state) => branchCellLook(state, 3))).toEqual(
      Array.from({ length: 4 }, () => ({ tone: 'grey', notConnected: false })),
    );
  });

  it('communication 1 is normal (green), 0 is interrupted (red)', () => {
    expect(communicationTone(1)).toBe('green');
    expect(communicationTone(0)).toBe('red');
    expect(communicationTone(null)).toBe('red');
  });

  it('the branch columns come from hlx_branch_num, 8 when it is missing or unusable', () => {
    expect(branchCountOf(12)).toBe(12);
    expect(branchCountOf('16')).toBe(16);
    expect([undefined, null, '', 'x', 0, 2.5].map(branchCountOf)).toEqual([8, 8, 8, 8, 8, 8]);
  });
});

describe('combiner-box rows', () => {
  it('reads the server answer: names, dciMap branches in order, communication from the box state', () => {
    const row = toConfluenceRow(
      {
        nbqName: 'Inverter 1-1',
        hlxName: 'HLX-1-2',
        busVoltage: 1081.9,
        hlxState: 1,
        dciMap: { dci2: { value: 0, state: 2 }, dci1: { value: 9.36, state: 0 }, dci3: { value: null, state: 3 } },
      },
      4,
    );
    expect(row).toEqual({
      inverter: 'Inverter 1-1',
      box: 'HLX-1-2',
      busVoltage: 1081.9,
      currents: [9.36, 0, null, null],
      branchStates: [0, 2, 3, null],
      boxState: 1,
      commState: 1,
    });
  });

  it('reads plain lists, and a silent box has its communication interrupted', () => {
    const row = toConfluenceRow(
      { inverter: 'WR 2.1', box: 'GAK 2.1.1', currents: [6.8, 6.7], branchStates: [0, 1], boxState: 3 },
      2,
    );
    expect(row).toMatchObject({ currents: [6.8, 6.7], branchStates: [0, 1], boxState: 3, commState: 0 });
  });
});
