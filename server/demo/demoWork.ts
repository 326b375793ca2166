import type { DemoStation } from './demoFleet';

/**
 * What the demo's staff named in their own language: the labels of the Chinese plants in Chinese, kept by the
 * China group's administrator; those of the European plants in English, kept by the Europe operator. Each is
 * shared with its keeper's group, so every reader finds his own plants on labels of his own region.
 */
const CHINESE_LABELS: Record<string, string> = {
  'Utility scale': '大型地面电站',
  'High altitude': '高海拔',
  'Desert O&M': '荒漠运维',
  Agrivoltaic: '农光互补',
  Floating: '水面漂浮',
  'Onshore wind': '陆上风电',
  Coastal: '沿海',
  'Peak shaving': '削峰填谷',
  'Grid services': '电网辅助服务',
  Rooftop: '屋顶分布式',
  Hybrid: '光储一体',
};

/** A demo label's name on a plant of `country`. */
export function demoLabelName(label: string, country: DemoStation['country']): string {
  return country === 'CN' ? (CHINESE_LABELS[label] ?? label) : label;
}

/** Who keeps the labels of a country's plants. */
export function demoLabelOwner(country: DemoStation['country']): 'gadmin' | 'operator' {
  return country === 'CN' ? 'gadmin' : 'operator';
}

/** Open to-do items the demo starts with, each about the first plant of a country, in its staff's language. */
export const DEMO_TODOS: { userName: 'admin' | 'operator'; country: DemoStation['country']; titles: string[] }[] = [
  { userName: 'admin', country: 'CN', titles: ['审批月度发电量报表', '审核逆变器更换工单', '确认电网调度的限电通知'] },
  {
    userName: 'operator',
    country: 'DE',
    titles: [
      'Approve the monthly generation report',
      'Review the inverter replacement order',
      'Confirm the grid operator curtailment notice',
    ],
  },
];
