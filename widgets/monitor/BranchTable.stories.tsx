import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

type Branch = { value: number | null; state: number };
const dciMap = (branches: Branch[]) => Object.fromEntries(branches.map((b, i) => [`dci${i + 1}`, b]));
const normal = (values: number[]): Branch[] => values.map((value) => ({ value, state: 0 }));

/** The hlxData answer for inverter 1-1 of Golmud Desert Solar Park: twelve strings per box (hlx_branch_num 12). */
const hlxDcis = [
  {
    nbqName: 'Inverter 1-1',
    hlxName: 'HLX-1-1',
    busVoltage: 1083.6,
    hlxState: 1,
    commState: 1,
    dciMap: dciMap([
      ...normal([9.41, 9.38, 9.44, 9.36, 9.4]),
      { value: 7.12, state: 1 },
      ...normal([9.39, 9.42, 9.37, 9.45, 9.4, 9.33]),
    ]),
  },
  {
    nbqName: 'Inverter 1-1',
    hlxName: 'HLX-1-2',
    busVoltage: 1081.9,
    hlxState: 1,
    commState: 1,
    dciMap: dciMap([
      ...normal([9.36, 9.41, 9.35, 9.39, 9.42, 9.38, 9.4]),
      { value: 0, state: 2 },
      ...normal([9.37, 9.43]),
      { value: null, state: 3 },
      { value: null, state: 3 },
    ]),
  },
  {
    nbqName: 'Inverter 1-1',
    hlxName: 'HLX-1-3',
    busVoltage: null,
    hlxState: 3,
    commState: 0,
    dciMap: dciMap(Array.from({ length: 12 }, () => ({ value: null, state: 3 }))),
  },
  {
    nbqName: 'Inverter 1-1',
    hlxName: 'HLX-1-4',
    busVoltage: 1084.2,
    hlxState: 1,
    commState: 1,
    dciMap: dciMap(normal([9.44, 9.39, 9.41, 9.46, 9.38, 9.4, 9.43, 9.37, 9.42, 9.39, 9.45, 9.41])),
  },
];

const schema = {
  schemaVersion: 1,
  id: 'branch-table-story',
  sources: { hlx: { api: 'POST /monitor/nbqRealData/hlxData', poll: 'realtime' } },
  body: {
    type: 'card',
    title: 'widget.branch.box',
    icon: 'th',
    children: [{ type: 'branch-table', rows: '${data.hlx.hlxDcis}', branchCount: '${data.hlx.branchNum}' }],
  },
} as unknown as PageSchema;

/** A rooftop plant in Kassø (DK) whose rows come as plain lists, and no branch count: the default of 8 columns. */
const listSchema = {
  schemaVersion: 1,
  id: 'branch-table-lists-story',
  sources: { boxes: { api: 'POST /monitor/nbqRealData/hlxData', poll: 'realtime' } },
  body: {
    type: 'card',
    title: 'widget.branch.box',
    children: [{ type: 'branch-table', rows: '${data.boxes.rows}' }],
  },
} as unknown as PageSchema;

const rows = [
  {
    inverter: 'WR 2.1 Kassø Nord',
    box: 'GAK 2.1.1',
    busVoltage: 742.3,
    currents: [6.82, 6.79, 6.85, 6.8, 3.41, 6.83, 6.78, 6.81],
    branchStates: [0, 0, 0, 0, 1, 0, 0, 0],
    boxState: 1,
    commState: 1,
  },
  {
    inverter: 'WR 2.1 Kassø Nord',
    box: 'GAK 2.1.2',
    busVoltage: 741.8,
    currents: [6.8, 0, 6.84, 6.77, 6.82, 6.79, null, null],
    branchStates: [0, 2, 0, 0, 0, 0, 3, 3],
    boxState: 1,
    commState: 1,
  },
];

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Monitor/Branch table', component: SchemaPreview };
export default meta;

export const CombinerBoxes: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: { 'POST /monitor/nbqRealData/hlxData': { code: 200, data: { hlxDcis, branchNum: 12 } } } },
};

export const ListsAndDefaultBranchCount: StoryObj<typeof SchemaPreview> = {
  args: { schema: listSchema, answers: { 'POST /monitor/nbqRealData/hlxData': { code: 200, data: { rows } } } },
};
