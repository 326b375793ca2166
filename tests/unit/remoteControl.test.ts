import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOptionSelectDisabled, parseControlOptions } from '../../widgets/remote/parseControlOptions';
import { checkSetPoint, controlPointsOf, setPointRange } from '../../widgets/remote/controlPoints';
import { ControlProgress, type ProgressState } from '../../widgets/remote/controlProgress';

describe('switch options (spec-digest 001 §2.4)', () => {
  it("'分闸-0,合闸-1' gives two options", () => {
    expect(parseControlOptions('分闸-0,合闸-1')).toEqual([
      { label: '分闸', value: '0' },
      { label: '合闸', value: '1' },
    ]);
  });

  it('an empty option text gives 0 open and 1 close', () => {
    const defaults = [
      { value: '0', labelKey: 'remote.option.open' },
      { value: '1', labelKey: 'remote.option.close' },
    ];
    expect(parseControlOptions('')).toEqual(defaults);
    expect(parseControlOptions(null)).toEqual(defaults);
    expect(parseControlOptions(' , ')).toEqual(defaults);
  });

  it('a label with a dash keeps it: the value follows the last dash', () => {
    expect(parseControlOptions('Auto-Manual-1,Off-grid-0')).toEqual([
      { label: 'Auto-Manual', value: '1' },
      { label: 'Off-grid', value: '0' },
    ]);
  });

  it('a dash right before the last one makes the value negative', () => {
    expect(parseControlOptions('Reverse--1, Forward-1')).toEqual([
      { label: 'Reverse', value: '-1' },
      { label: 'Forward', value: '1' },
    ]);
  });

  it('a pair without a dash is its own label and value', () => {
    expect(parseControlOptions('Stop-0,1')).toEqual([
      { label: 'Stop', value: '0' },
      { label: '1', value: '1' },
    ]);
  });

  it('the select is disabled with at most one option', () => {
    expect(isOptionSelectDisabled(parseControlOptions('Reset-1'), false)).toBe(true);
    expect(isOptionSelectDisabled([], false)).toBe(true);
    expect(isOptionSelectDisabled(parseControlOptions('Stop-0,Start-1'), false)).toBe(false);
  });

  it('the select is disabled in the confirm (execute) step', () => {
    expect(isOptionSelectDisabled(parseControlOptions('Stop-0,Start-1'), true)).toBe(true);
  });
});

describe('control points from the realData answer', () => {
  const answer = {
    YC: [{ pointId: '11_JZNBQ_3_P', pointCode: 'P', pointName: 'Active power', pointValue: 212 }],
    YK: [
      { pointId: '11_JZNBQ_3_OnOff', pointCode: 'OnOff', pointName: 'Start / stop', pointValue: 1, options: 'Stop-0,Start-1' },
      { pointId: '11_JZNBQ_3_ACBreaker', pointCode: 'ACBreaker', pointName: 'AC breaker', pointValue: 1, options: null },
    ],
    YT: [{ pointId: '11_JZNBQ_3_PLimit', pointCode: 'PLimit', pointName: 'Limit', pointValue: '80', min: 0, max: 100 }],
  };

  it('the start/stop point OnOff goes through the device API (YKAPI), other switches select before operate', () => {
    const { switches, setPoints } = controlPointsOf(answer);
    expect(switches.map((p) => [p.pointCode, p.kind])).toEqual([
      ['OnOff', 'YKAPI'],
      ['ACBreaker', 'YK'],
    ]);
    expect(setPoints.map((p) => [p.pointCode, p.kind, p.pointValue, p.min, p.max])).toEqual([['PLimit', 'YT', 80, 0, 100]]);
  });

  it('no answer yet gives no points', () => {
    expect(controlPointsOf(undefined)).toEqual({ switches: [], setPoints: [] });
  });
});

describe('set-point range (spec-digest 001 §2.4)', () => {
  it('max defaults to 99999 and min stays open when the point names none', () => {
    expect(setPointRange({ min: null, max: null })).toEqual({ min: null, max: 99999 });
    expect(checkSetPoint('99999', setPointRange({ min: null, max: null }))).toBeNull();
    expect(checkSetPoint('100000', setPointRange({ min: null, max: null }))).toEqual({ key: 'remote.aboveMax', max: 99999 });
  });

  it('min and max come from the point', () => {
    const range = setPointRange({ min: 0, max: 100 });
    expect(checkSetPoint('-1', range)).toEqual({ key: 'remote.outOfRange', min: 0, max: 100 });
    expect(checkSetPoint('100.5', range)).toEqual({ key: 'remote.outOfRange', min: 0, max: 100 });
    expect(checkSetPoint('0', range)).toBeNull();
    expect(checkSetPoint('72,5', range)).toBeNull();
  });

  it('an empty value cannot be sent, nor a text that is not a number', () => {
    expect(checkSetPoint('  ', { min: 0, max: 100 })).toEqual({ key: 'remote.valueRequired' });
    expect(checkSetPoint('5 kW', { min: 0, max: 100 })).toEqual({ key: 'remote.notANumber' });
  });
});

describe('the progress bar of a command', () => {
  let states: ProgressState[];
  let progress: ControlProgress;
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    progress = new ControlProgress((s) => states.push(s));
  });
  afterEach(() => {
    progress.dispose();
    vi.useRealTimers();
  });

  it('the bar rises 4 % every 200 ms and stops at 100', () => {
    progress.start();
    expect(progress.current).toEqual({ value: 0, status: 'running', busy: true });
    vi.advanceTimersByTime(199);
    expect(progress.current.value).toBe(0);
    vi.advanceTimersByTime(1);
    expect(progress.current.value).toBe(4);
    vi.advanceTimersByTime(1000);
    expect(progress.current.value).toBe(24);
    vi.advanceTimersByTime(200 * 19);
    expect(progress.current.value).toBe(100);
    const updates = states.length;
    vi.advanceTimersByTime(5000);
    expect(progress.current).toEqual({ value: 100, status: 'running', busy: true });
    expect(states.length).toBe(updates);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a failure keeps the bar and re-enables the buttons', () => {
    progress.start();
    vi.advanceTimersByTime(1000);
    progress.fail();
    expect(progress.current).toEqual({ value: 20, status: 'failed', busy: false });
    vi.advanceTimersByTime(1000);
    expect(progress.current.value).toBe(20);
  });

  it('the dialog closes 300 ms after success', () => {
    const close = vi.fn();
    progress.start();
    vi.advanceTimersByTime(600);
    progress.succeed(close);
    expect(progress.current).toEqual({ value: 100, status: 'succeeded', busy: true });
    vi.advanceTimersByTime(299);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('a selection that succeeds re-enables the buttons for the execution and closes nothing', () => {
    progress.start();
    progress.succeed();
    expect(progress.current).toEqual({ value: 100, status: 'succeeded', busy: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a new command starts the bar from 0 again', () => {
    progress.start();
    vi.advanceTimersByTime(400);
    progress.fail();
    progress.start();
    expect(progress.current.value).toBe(0);
    vi.advanceTimersByTime(200);
    expect(progress.current.value).toBe(4);
  });
});
