import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import type { EntityDefinition } from '../../server/entities/definition';
import { describeEntity } from '../../server/entities/entityMeta';
import { DICTIONARIES } from '../../server/system/dictionaries';
import { deviceTemplate } from '../../server/registration/deviceTemplate';
import { timeZoneAt } from '../../server/registration/timeZoneAt';
import stationDefinition from '../../schemas/entities/powerStation.json';
import equipmentDefinition from '../../schemas/entities/equipment.json';
import channelDefinition from '../../schemas/entities/channel.json';
import labelDefinition from '../../schemas/entities/label.json';
import type { TemplateQuery } from '../../shared/registration';

const DEFINITIONS = [stationDefinition, equipmentDefinition, channelDefinition, labelDefinition] as unknown as EntityDefinition[];

/** What the fake server knows besides the definitions: groups and labels a user may choose. */
export interface FakeRegisterOptions {
  groups: { value: number; label: string }[];
  labels: { tagId: number; tagName: string; locked?: boolean }[];
  /** Registrations the wizard sent, for a story's eyes. */
  sent?: unknown[];
}

/**
 * An axios adapter standing in for the registration calls and what the wizard reads (entity definitions,
 * dictionaries, groups, labels): the template and the time zone come from the server's own modules, so a
 * story shows what the server would answer. A registration is accepted as it is (the server checks it).
 */
export function fakeRegistrationApi(options: FakeRegisterOptions): AxiosAdapter {
  const answer = (config: InternalAxiosRequestConfig, data: unknown) =>
    Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
  return (config) => {
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    const entity = /^\/ui\/entity\/(\w+)$/.exec(url)?.[1];
    const def = DEFINITIONS.find((d) => d.name === entity);
    if (def) return answer(config, { code: 200, data: describeEntity(def, i18n.t) });
    const dict = /^\/system\/dict\/data\/type\/(\w+)$/.exec(url)?.[1];
    if (dict)
      return answer(config, {
        code: 200,
        data: DICTIONARIES.filter((d) => d.dict_type === dict).map((d) => ({
          dictValue: d.dict_value,
          dictLabel: i18n.t(d.label_key),
        })),
      });
    if (url === '/ui/options/group') return answer(config, { code: 200, data: options.groups });
    if (url === '/user/labeling/list')
      return answer(config, { code: 200, msg: 'ok', rows: options.labels, total: options.labels.length });
    if (url === '/info/register/timeZone') {
      const { latitude, longitude } = config.params as { latitude: number; longitude: number };
      return answer(config, { code: 200, data: { timeZone: timeZoneAt(latitude, longitude) } });
    }
    if (url === '/info/register/devices')
      return answer(config, { code: 200, data: deviceTemplate(body as unknown as TemplateQuery, i18n.t) });
    if (url === '/info/register') {
      options.sent?.push(body);
      return answer(config, { code: 200, data: { psId: 999, psType: 'PV', equipment: 0, channelId: null, labelIds: [] } });
    }
    return answer(config, { code: 404, msg: `no fake answer for ${url}` });
  };
}
