import { describe, expect, it } from 'vitest';
import {
  FORMULA_FUNCTIONS,
  FormulaError,
  evaluateFormula,
  evaluateNumber,
  formulaCalls,
  formulaNames,
  parseFormula,
  type FormulaScope,
  type FormulaValue,
} from '../../shared/formula';

const series = (...xs: number[]) => Float64Array.from(xs);
const values: Record<string, FormulaValue> = {
  P: 50,
  Pdc: 52,
  zero: 0,
  missing: NaN,
  power: series(0, 12, NaN, 24, 12),
  irr: series(0, 100, 200, NaN, 100),
  short: series(1, 2),
  'inverters.P': [10, 20, NaN],
  'station.capacity': 1000,
};
const scope: FormulaScope = { value: (name) => values[name] };
const run = (text: string, s: FormulaScope = scope) => evaluateFormula(parseFormula(text), s);
const num = (text: string, s: FormulaScope = scope) => evaluateNumber(parseFormula(text), s);
/** The error a formula fails with, parsing or evaluating. */
const failure = (text: string, s: FormulaScope = scope): FormulaError => {
  try {
    run(text, s);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`"${text}" did not fail`);
};

describe('formula precedence', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['12 / 3 / 2', 2],
    ['-2 * -3', 6],
    ['--2', 2],
    ['1 + 2 < 4', 1],
    ['2 * 3 == 6', 1],
  ])('%s is %d', (text, expected) => expect(num(text)).toBe(expected));

  it('&& binds tighter than ||, comparisons tighter than both, ! tighter than all', () => {
    expect(num('1 || 0 && 0')).toBe(1);
    expect(num('(1 || 0) && 0')).toBe(0);
    expect(num('!0 && 2 > 1')).toBe(1);
    expect(num('!P')).toBe(0);
  });

  it('parses numbers with decimals and exponents, dotted names, strings and calls into their tree', () => {
    expect(parseFormula("max(-station.capacity * 1.5e-3, .5, 'QXZ')")).toEqual({
      kind: 'call',
      fn: 'max',
      at: 0,
      args: [
        {
          kind: 'binary',
          op: '*',
          at: 22,
          left: { kind: 'unary', op: '-', at: 4, arg: { kind: 'name', name: 'station.capacity', at: 5 } },
          right: { kind: 'number', value: 0.0015, at: 24 },
        },
        { kind: 'number', value: 0.5, at: 32 },
        { kind: 'string', value: 'QXZ', at: 36 },
      ],
    });
  });

  it('lists every name and every call with its position', () => {
    const tree = parseFormula('if(P > 0, ratio(P, Pdc), inverters.generation)');
    expect(formulaNames(tree)).toEqual([
      { name: 'P', at: 3 },
      { name: 'P', at: 16 },
      { name: 'Pdc', at: 19 },
      { name: 'inverters.generation', at: 25 },
    ]);
    expect(formulaCalls(tree)).toEqual([
      { fn: 'if', at: 0 },
      { fn: 'ratio', at: 10 },
    ]);
  });
});

describe('formula errors say what was expected, what was found and where', () => {
  it.each([
    ['max(P, Pdc', "expected ',' or ')' at 10, found the end", 10],
    ['(P + 1, 2)', "expected ')' at 6, found ','", 6],
    ['P1 + * 2', "expected a number, name, string or '(' at 5, found '*'", 5],
    ['P1 P2', "expected an operator or the end at 3, found 'P2'", 3],
    ['', "expected a number, name, string or '(' at 0, found the end", 0],
    ['P # 2', "expected a number, name, operator or parenthesis at 2, found '#'", 2],
    ["series('QXZ", "expected a closing ' for the string at 7, found the end", 7],
    ['1 < P < 3', 'expected an operator or the end (comparisons do not chain) at 6', 6],
    ['1e400', 'expected a finite number at 0', 0],
  ])('"%s"', (text, message, at) => {
    const error = failure(text);
    expect(error.message).toContain(message);
    expect(error.at).toBe(at);
  });

  it('an unknown name or function fails at its position; a known one answers', () => {
    expect(failure('P + Q').message).toBe('unknown name Q at 4');
    expect(failure('P + evil(P)')).toMatchObject({
      at: 4,
      message: expect.stringMatching(/^unknown function evil at 4 \(known: abs, /),
    });
    expect(failure('abs()')).toMatchObject({ at: 0, message: 'expected 1 argument of abs at 0, found 0' });
    expect(failure('ratio(P)').message).toBe('expected 2 arguments of ratio at 0, found 1');
    expect(failure('round(P, 1, 2)').message).toBe('expected 1 to 2 arguments of round at 0, found 3');
  });

  it('a string is no number', () => {
    expect(failure("P + 'kW'")).toMatchObject({ at: 4, message: "expected a number or a series at 4, found the string 'kW'" });
    expect(failure("abs('kW')").at).toBe(4);
  });

  it('a formula longer than 1000 characters or nested deeper than 50 levels is refused, not a stack overflow', () => {
    expect(num(`${'1+'.repeat(499)}1`)).toBe(500);
    expect(failure(`${'1+'.repeat(500)}1`).message).toBe('expected at most 1000 characters at 1000, found 1001');
    expect(num(`${'('.repeat(50)}1${')'.repeat(50)}`)).toBe(1);
    expect(failure(`${'('.repeat(51)}1${')'.repeat(51)}`)).toMatchObject({
      at: 50,
      message: expect.stringContaining('50 levels'),
    });
    expect(failure(`${'abs('.repeat(60)}1${')'.repeat(60)}`).message).toContain('50 levels');
    expect(failure(`${'-'.repeat(400)}1`).message).toContain('50 levels');
  });
});

describe('formula arithmetic is element-wise', () => {
  it('a scalar broadcasts over a series, and a series stays a series', () => {
    const result = run('power * 2 + 1');
    expect(result).toBeInstanceOf(Float64Array);
    expect([...(result as Float64Array)]).toEqual([1, 25, NaN, 49, 25]);
    expect([...(run('power + irr / 100') as Float64Array)]).toEqual([0, 13, NaN, NaN, 13]);
  });

  it('a list behaves like a series and stays a list', () => {
    expect(run('inverters.P / 10')).toEqual([1, 2, NaN]);
    expect(run('inverters.P > 15')).toEqual([0, 1, NaN]);
  });

  it('series of different lengths are an error at the operator', () => {
    expect(failure('power + short')).toMatchObject({
      at: 6,
      message: 'expected series of one length at 6, found 5 and 2 values',
    });
  });

  it('division by zero is NaN, not Infinity', () => {
    expect(run('P / zero')).toBeNaN();
    expect([...(run('power / power') as Float64Array)]).toEqual([NaN, 1, NaN, 1, 1]);
  });

  it('comparisons and logic answer 1 or 0, and NaN when an operand is NaN', () => {
    expect([
      num('P > 10'),
      num('P <= 10'),
      num('P == 50'),
      num('P != 50'),
      num('P >= 50 && Pdc < 60'),
      num('zero || zero'),
    ]).toEqual([1, 0, 1, 0, 1, 0]);
    expect(run('missing > 1')).toBeNaN();
    expect(run('missing == missing')).toBeNaN();
    expect(run('!missing')).toBeNaN();
    expect(run('1 && missing')).toBeNaN();
    expect(run('missing + 1')).toBeNaN();
  });

  it('a number is NaN when the result is a series, NaN or infinite', () => {
    expect(num('power')).toBeNaN();
    expect(num('missing')).toBeNaN();
    expect(num('1e300 * 1e300')).toBeNaN();
    expect(num('P * 2')).toBe(100);
  });
});

describe('the built-in functions', () => {
  it('are named without regard to case', () => {
    expect(num('MAX(1, 2) + Abs(-1)')).toBe(3);
    expect(FORMULA_FUNCTIONS).toEqual(expect.arrayContaining(['sum', 'avg', 'if', 'ratio', 'integral', 'hours', 'increments']));
  });

  it('sum, avg, max, min and count reduce all their arguments, skipping NaN', () => {
    expect(num('sum(power, 1, inverters.P, missing)')).toBe(48 + 1 + 30);
    expect(num('avg(power)')).toBe(12);
    expect(num('max(power, 3)')).toBe(24);
    expect(num('min(power, -3)')).toBe(-3);
    expect(num('count(power, missing, inverters.P, 7)')).toBe(4 + 2 + 1);
  });

  it('a reduction of nothing: sum 0, count 0, avg, max and min NaN', () => {
    expect([num('sum()'), num('count()'), num('sum(missing)')]).toEqual([0, 0, 0]);
    expect([run('avg()'), run('max()'), run('min(missing)')]).toEqual([NaN, NaN, NaN]);
  });

  it('abs, sqrt and positive work element by element', () => {
    expect(num('abs(-P)')).toBe(50);
    expect(num('sqrt(16)')).toBe(4);
    expect(run('sqrt(-1)')).toBeNaN();
    expect([...(run('positive(power - 12)') as Float64Array)]).toEqual([0, 0, NaN, 12, 0]);
    expect(run('abs(inverters.P * -1)')).toEqual([10, 20, NaN]);
  });

  it('round rounds half away from zero, to whole numbers or to the digits asked for', () => {
    expect([num('round(2.5)'), num('round(-2.5)'), num('round(1.005, 2)'), num('round(1234, -2)'), num('round(-0.4)')]).toEqual([
      3, -3, 1.01, 1200, 0,
    ]);
    expect([...(run('round(power / 7, 1)') as Float64Array)]).toEqual([0, 1.7, NaN, 3.4, 1.7]);
  });

  it('ratio divides, and is 0 when the divisor is 0 or NaN', () => {
    expect(num('ratio(P, 200)')).toBe(0.25);
    expect(num('ratio(P, zero)')).toBe(0);
    expect(num('ratio(P, missing)')).toBe(0);
    expect([...(run('ratio(irr, power)') as Float64Array)]).toEqual([0, 100 / 12, 0, NaN, 100 / 12]);
  });

  it('if evaluates only the branch a scalar condition takes', () => {
    expect(num('if(P > 0, P / Pdc * 100, unknown)')).toBeCloseTo(96.1538, 3);
    expect(num('if(zero, unknown, 7)')).toBe(7);
    expect(run('if(missing, 1, 2)')).toBeNaN();
    expect(failure('if(P, unknown, 1)').message).toBe('unknown name unknown at 6');
  });

  it('if picks element by element when its condition is a series', () => {
    expect([...(run('if(power > 10, power, -1)') as Float64Array)]).toEqual([-1, 12, NaN, 24, 12]);
  });

  it('integral sums trapezoids between present neighbours, in hours of the sample period (kW to kWh)', () => {
    // Pairs (0,12) and (24,12) are present; the gap at slot 2 breaks the others.
    expect(num('integral(power)')).toBeCloseTo(((6 + 18) * 5) / 60, 9);
    expect(num('integral(power)', { ...scope, periodMinutes: 60 })).toBe(24);
    expect(num('integral(short)', { ...scope, periodMinutes: 15 })).toBe(0.375);
    expect(failure('integral(P)')).toMatchObject({ at: 9, message: 'expected a series at 9, found the number 50' });
  });

  it('hours counts present non-zero samples in hours of the sample period', () => {
    expect(num('hours(power)')).toBe((3 * 5) / 60);
    expect(num('hours(irr > 50)', { ...scope, periodMinutes: 60 })).toBe(3);
  });

  it('increments gives a counter’s growth per slot, never negative, NaN where unknown', () => {
    const meter: FormulaScope = { value: (name) => (name === 'counter' ? series(100, 101.5, NaN, 104, 2, 3) : undefined) };
    expect([...(run('increments(counter)', meter) as Float64Array)]).toEqual([NaN, 1.5, NaN, 2.5, 0, 1]);
    expect(num('sum(increments(counter))', meter)).toBe(5);
  });
});

describe('host functions', () => {
  const host: FormulaScope = {
    ...scope,
    call: (fn, args) => (fn === 'series' && args[0] === 'QXZ' && args[1] === 'Irr' ? values.irr : undefined),
  };

  it('a function the scope answers gets its evaluated arguments, strings included', () => {
    expect(num("integral(series('QXZ', 'Irr'))", host)).toBeCloseTo(((50 + 150) * 5) / 60, 9);
    expect(failure("series('FJ', 'P')", host)).toMatchObject({
      at: 0,
      message: expect.stringMatching(/^unknown function series at 0/),
    });
    expect(failure("series('QXZ', 'Irr')").message).toMatch(/^unknown function series at 0/);
  });

  it('a built-in comes before a host function of the same name', () => {
    expect(num('sum(1, 2)', { ...scope, call: () => 99 })).toBe(3);
  });
});

describe('random text never fails with anything but a FormulaError', () => {
  /** A generator seeded like the test order, so a failure repeats with the same TEST_SEED (mulberry32). */
  const generator = () => {
    let state = Number(process.env.TEST_SEED ?? 1) >>> 0 || 1;
    const random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return { random, pick: <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]! };
  };
  const NAMES = ['P', 'power', 'inverters.P', 'missing', 'zero', 'short', '1', '2.5e3', '.5'];
  const OPERATORS = ['+', '-', '*', '/', '<', '<=', '>', '>=', '==', '!=', '&&', '||'];
  const STRAYS = ['(', ')', ',', "'", "'s'", '.', 'e', '=', '&', '|', '!', '#', '\n', '\u00e9', '1e', '..', ' '];
  const host: FormulaScope = { ...scope, call: (fn) => (fn === 'series' ? values.power : undefined) };

  /** Parses and evaluates; answers whether it evaluated, and fails the test on any error but a FormulaError. */
  const evaluates = (text: string): boolean => {
    try {
      evaluateFormula(parseFormula(text), host);
      return true;
    } catch (error) {
      if (!(error instanceof FormulaError)) throw new Error(`"${text}" threw ${error}`);
      expect(error.at, text).toBeGreaterThanOrEqual(0);
      expect(error.at, text).toBeLessThanOrEqual(text.length);
      return false;
    }
  };

  it('for a few thousand strings of formula pieces and stray characters', () => {
    const { random, pick } = generator();
    const pieces = [...NAMES, ...OPERATORS, ...STRAYS, ...FORMULA_FUNCTIONS];
    for (let n = 0; n < 3000; n++) {
      let text = '';
      for (let i = 1 + Math.floor(random() * 20); i > 0; i--)
        text += random() < 0.1 ? String.fromCharCode(Math.floor(random() * 0x3000)) : pick(pieces);
      evaluates(text);
    }
  });

  it('for a few thousand random formulas, some of them broken', () => {
    const { random, pick } = generator();
    const formula = (depth: number): string => {
      const r = random();
      if (depth > 3 || r < 0.3) return pick(NAMES);
      if (r < 0.6) return `${formula(depth + 1)} ${pick(OPERATORS)} ${formula(depth + 1)}`;
      if (r < 0.7) return `${pick(['-', '!'])}(${formula(depth + 1)})`;
      const args = Array.from({ length: Math.floor(random() * 4) }, () => formula(depth + 1));
      return `${pick(FORMULA_FUNCTIONS)}(${args.join(', ')})`;
    };
    /** A few characters deleted, doubled or with a stray one put in. */
    const mutated = (text: string): string => {
      let out = text;
      for (let k = Math.floor(random() * 3); k > 0; k--) {
        const i = Math.floor(random() * (out.length + 1));
        const stray = random() < 0.5 ? pick(STRAYS) : String.fromCharCode(Math.floor(random() * 0x3000));
        out = pick([
          out.slice(0, i) + out.slice(i + 1),
          out.slice(0, i) + out[i] + out.slice(i),
          out.slice(0, i) + stray + out.slice(i),
        ]);
      }
      return out;
    };
    let evaluated = 0;
    for (let n = 0; n < 3000; n++) if (evaluates(mutated(formula(0)))) evaluated++;
    // Both outcomes are common, so parser, evaluator and their errors are all exercised.
    expect(evaluated).toBeGreaterThan(300);
    expect(evaluated).toBeLessThan(2700);
  });
});
