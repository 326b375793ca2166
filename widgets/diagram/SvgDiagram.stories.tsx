import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

/** One feeder of the 10 kV busbar: its breaker, cable, inverter station and PV field. */
function feeder(n: number, x: number): string {
  return `
  <g transform="translate(${x},0)">
    <line class="wire" x1="0" y1="360" x2="0" y2="400"/>
    <rect class="breaker" x="-14" y="400" width="28" height="28" rx="3"
      data-point="11_BRK_${n}_Q" data-kind="yx" data-control=""/>
    <text class="label" x="22" y="419">Q${n}</text>
    <line class="wire" x1="0" y1="428" x2="0" y2="480"/>
    <rect class="station" x="-70" y="480" width="140" height="96" rx="6"/>
    <text class="name" x="0" y="504" text-anchor="middle">ISS ${n} · 32 × SG320HX</text>
    <text class="value" x="0" y="532" text-anchor="middle" data-point="11_ISS_${n}_P" data-kind="yc" data-fixed="1" data-unit="kW">—</text>
    <text class="value small" x="0" y="556" text-anchor="middle" data-point="11_ISS_${n}_Udc" data-kind="yc" data-fixed="0" data-unit="V">—</text>
    <line class="wire" x1="0" y1="576" x2="0" y2="610"/>
    <g class="pv" transform="translate(-40,610)">
      <rect width="80" height="44"/><line x1="0" y1="22" x2="80" y2="22"/><line x1="27" y1="0" x2="27" y2="44"/>
      <line x1="53" y1="0" x2="53" y2="44"/>
    </g>
  </g>`;
}

/** A single-line diagram of Kassø Solar Park's 50/10 kV substation, as an engineer would draw it. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 700" width="100%" height="100%">
  <style>
    .wire { stroke: #8fa9c4; stroke-width: 2.5; fill: none; }
    .bus { stroke: #f0b726; stroke-width: 7; }
    .breaker { stroke: #dce0e5; stroke-width: 2; }
    .station { fill: #252a31; stroke: #5f6b7c; stroke-width: 1.5; }
    .pv rect, .pv line { fill: #1f3d6b; stroke: #4c90f0; stroke-width: 1.5; }
    text { font-family: 'Segoe UI', 'Noto Sans', sans-serif; fill: #dce0e5; }
    .title { font-size: 22px; font-weight: 600; }
    .label { font-size: 13px; fill: #abb3bf; }
    .name { font-size: 13px; }
    .value { font-size: 18px; font-weight: 600; fill: #72ca9b; }
    .value.small { font-size: 14px; fill: #8abbff; }
  </style>
  <text class="title" x="32" y="44">Kassø Solar Park · 50/10 kV</text>
  <text class="label" x="600" y="36" text-anchor="middle">TSO 50 kV Kassø</text>
  <line class="wire" x1="600" y1="46" x2="600" y2="90"/>
  <rect class="breaker" x="586" y="90" width="28" height="28" rx="3" data-point="11_BRK_0_Q" data-kind="yx" data-control=""/>
  <text class="label" x="624" y="109">Q0</text>
  <line class="wire" x1="600" y1="118" x2="600" y2="160"/>
  <circle class="wire" cx="600" cy="188" r="28"/><circle class="wire" cx="600" cy="228" r="28"/>
  <text class="label" x="640" y="200">T1 · 50/10 kV · 45 MVA</text>
  <text class="value" x="640" y="226" data-point="11_PS_0_P" data-kind="yc" data-fixed="2" data-unit="MW">—</text>
  <text class="value small" x="640" y="248" data-point="11_PS_0_Q" data-kind="yc" data-fixed="2" data-unit="Mvar">—</text>
  <line class="wire" x1="600" y1="256" x2="600" y2="330"/>
  <text class="label" x="330" y="318">10 kV</text>
  <text class="value small" x="390" y="318" data-point="11_PS_0_Ubus" data-kind="yc" data-fixed="2" data-unit="kV">—</text>
  <text class="value small" x="500" y="318" data-point="11_PS_0_F" data-kind="yc" data-fixed="2" data-unit="Hz">—</text>
  <line class="bus" x1="160" y1="340" x2="1040" y2="340"/>
  <line class="wire" x1="240" y1="340" x2="240" y2="360"/><line class="wire" x1="480" y1="340" x2="480" y2="360"/>
  <line class="wire" x1="720" y1="340" x2="720" y2="360"/><line class="wire" x1="960" y1="340" x2="960" y2="360"/>
  ${[240, 480, 720, 960].map((x, i) => feeder(i + 1, x)).join('')}
</svg>`;

const values = {
  '11_BRK_0_Q': 1,
  '11_PS_0_P': 30.61,
  '11_PS_0_Q': -0.84,
  '11_PS_0_Ubus': 10.43,
  '11_PS_0_F': 50.01,
  '11_BRK_1_Q': 1,
  '11_ISS_1_P': 10287.4,
  '11_ISS_1_Udc': 1083.6,
  '11_BRK_2_Q': 1,
  '11_ISS_2_P': 10311.9,
  '11_ISS_2_Udc': 1081.9,
  '11_BRK_3_Q': 0,
  '11_ISS_3_P': 0,
  '11_ISS_3_Udc': 1129.7,
  '11_BRK_4_Q': 1,
  '11_ISS_4_P': { value: 10219.6, quality: 'stale' },
  '11_ISS_4_Udc': { value: 1084.2, quality: 'stale' },
};

const schema = {
  schemaVersion: 1,
  id: 'diagram-story',
  state: {},
  sources: {
    diagram: { api: 'GET /info/svgConfig/getIsSvg', poll: 'none' },
    live: { api: 'POST /monitor/getRealDataByPoints', poll: 'realtime' },
  },
  body: {
    type: 'card',
    title: 'widget.diagram.title',
    icon: 'diagram-tree',
    children: [
      {
        type: 'svg-diagram',
        svg: '${data.diagram.svg}',
        values: '${data.live}',
        controlKey: 'controlPoint',
        onControl: { action: 'dialog', dialog: 'control' },
        height: 560,
      },
      {
        type: 'dialog',
        id: 'control',
        title: 'widget.diagram.operate',
        children: [{ type: 'text', text: '${state.controlPoint}' }],
      },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Diagram', component: SchemaPreview };
export default meta;

export const SubstationSingleLine: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: {
      'GET /info/svgConfig/getIsSvg': { code: 200, data: { svg } },
      'POST /monitor/getRealDataByPoints': { code: 200, data: values },
    },
  },
};

export const NoDiagramYet: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: {
      'GET /info/svgConfig/getIsSvg': { code: 200, data: { svg: '' } },
      'POST /monitor/getRealDataByPoints': { code: 200, data: {} },
    },
  },
};
