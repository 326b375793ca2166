import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { columnWidth, textWidth } from '../../widgets/table/columnWidth';

describe('a table column starts as wide as its content', () => {
  it('a Chinese header is measured at about twice a Latin one, so it stays on one line', () => {
    expect(textWidth('远程操作')).toBeGreaterThanOrEqual(2 * textWidth('Ops!') - 4);
    // A column of one-digit codes under a four-character header still fits the header.
    expect(columnWidth('number', '通讯编号', ['1', '2'])).toBeGreaterThan(textWidth('通讯编号', true));
  });

  it('a long English header is never cut, even past the kind’s widest', () => {
    const header = 'Communication number of the device';
    expect(columnWidth('number', header, ['1'])).toBeGreaterThan(textWidth(header, true));
  });

  it('a plant name widens its column; a long remark stops at 320 px', () => {
    const short = columnWidth('text', '电站', ['A']);
    const named = columnWidth('text', '电站', ['Golmud Desert Solar Park']);
    expect(named).toBeGreaterThan(short);
    expect(columnWidth('text', '备注', ['x'.repeat(400)])).toBe(320);
  });

  it('the text inside a tag counts; a check box column is narrow', () => {
    const tagged = columnWidth('status', 'State', [createElement('span', null, 'Communication interrupted')]);
    expect(tagged).toBeGreaterThan(columnWidth('status', 'State', ['OK']));
    expect(columnWidth('check', '', [])).toBe(40);
  });
});
