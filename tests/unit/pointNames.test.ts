import { describe, expect, it } from 'vitest';
import { languages } from '../../locales';
import { catalogues } from '../../locales/catalogues';
import { POINT_TABLES, STATION_TABLE } from '../../server/telemetry/catalogue/pointTables';
import { pointName, pointNameKeys } from '../../server/telemetry/catalogue/pointNames';
import { pointOptions, optionLabel, SHIPPED_OPTION_KEYS } from '../../server/telemetry/catalogue/pointOptions';
import { parseControlOptions } from '../../server/remote/controlPoint';
import { translatorIn } from '../../server/http/language';
import { eventText } from '../../server/alarms/eventText';
import { foreignWords } from '../e2e/latinWords';

const shipped = [...POINT_TABLES, STATION_TABLE].flatMap((table) =>
  table.points.map((p) => ({ ...p, equipType: table.equipType })),
);

function has(tree: unknown, key: string): boolean {
  const leaf = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof leaf === 'string' && leaf.trim() !== '';
}

describe('the point catalogue in the reader’s language', () => {
  it.each(languages)('every shipped point has a %s name', (lng) => {
    const missing = shipped
      .filter((p) => !pointNameKeys(p.equipType, p.code).keys.some((key) => has(catalogues[lng], key)))
      .map((p) => `${p.equipType}.${p.code}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('a Chinese reader meets no English word in a shipped point’s name', () => {
    const zh = translatorIn('zh');
    const english = shipped
      .map((p) => `${p.equipType}.${p.code}: ${pointName(zh, p.equipType, p.code, p.name)}`)
      .filter((line) => foreignWords(line.split(': ')[1]!).length > 0);
    expect(english).toEqual([]);
  });

  it.each(languages)('every shipped control choice has a %s label', (lng) => {
    expect(SHIPPED_OPTION_KEYS.filter((key) => !has(catalogues[lng], `pointOption.${key}`))).toEqual([]);
  });

  it('every control choice the catalogue ships is one the locales name', () => {
    const zh = translatorIn('zh');
    const labels = shipped.flatMap((p) => (p.options ? parseControlOptions(p.options).map((o) => o.label ?? '') : []));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => optionLabel(zh, label) === label)).toEqual([]);
  });

  it('a name an administrator gave a point stays as given', () => {
    expect(pointName(translatorIn('zh'), 'JZNBQ', 'Fault', '主回路故障')).toBe('主回路故障');
    expect(pointName(translatorIn('zh'), 'JZNBQ', 'Fault', 'Fault')).toBe('故障');
  });
});

describe('the server speaks the reader’s language for points', () => {
  it('sends a start/stop switch’s choices in Chinese, keeping their values and an administrator’s labels', () => {
    const zh = translatorIn('zh');
    expect(pointOptions(zh, 'Stop-0,Start-1')).toBe('停机-0,开机-1');
    expect(pointOptions(zh, 'Open-0,Close-1')).toBe('分闸-0,合闸-1');
    expect(pointOptions(zh, '手动-0,Start-1')).toBe('手动-0,开机-1');
    expect(pointOptions(translatorIn('en'), 'Stop-0,Start-1')).toBe('Stop-0,Start-1');
  });

  it('names a state signal (YX) and a command value in a Chinese event text', () => {
    const zh = translatorIn('zh');
    const signal = eventText(zh, {
      content_key: 'event.signalOn',
      content_params: JSON.stringify({ device: '组串式逆变器 1', point: 'Fault' }),
      equip_type: 'JZNBQ',
      point_code: 'Fault',
    });
    expect(signal).toContain('故障');
    expect(foreignWords(signal)).toEqual([]);
    const command = eventText(zh, {
      content_key: 'event.remote.executed',
      content_params: JSON.stringify({
        device: '组串式逆变器 1',
        user: 'admin',
        point: 'Start / stop',
        code: 'OnOff',
        value: 'Start (1)',
      }),
      equip_type: 'JZNBQ',
      point_code: 'OnOff',
    });
    expect(command).toContain('开机 (1)');
    expect(command).toContain('启停');
  });
});
