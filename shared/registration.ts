import type { Permission } from './permissions';
import type { BodyOf, DataOf } from './contracts/common';
import type { deviceTemplate, registerStation } from './contracts/registration';

/** The station registration wizard's contract: what the browser sends and the server checks (docs/registration.md). */

/** Who may register a station: those who may add a plant (admin anywhere, a group admin in its groups). */
export const REGISTER_PERMISSION: Permission = 'info:powerStation:add';

/** The wizard's steps in order; a refusal names the step its field belongs to. */
export const REGISTRATION_STEPS = ['basic', 'location', 'devices', 'channel', 'labels', 'review'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The plant fields (schemas/entities/powerStation.json) each step asks for. */
export const STATION_STEP_FIELDS: Record<'basic' | 'location', string[]> = {
  basic: [
    'psName',
    'psShortName',
    'psCode',
    'deptId',
    'psType',
    'pvType',
    'capacity',
    'batteryCapacity',
    'batteryType',
    'resourceArea',
    'operationDate',
    'gridType',
    'price',
    'contactPerson',
    'contactPhone',
    'remoteEnabled',
    'orderNum',
    'remark',
  ],
  location: ['longitude', 'latitude', 'timeZone', 'country', 'district', 'address'],
};

/** The channel fields (schemas/entities/channel.json) a Modbus TCP channel is registered with. */
export const CHANNEL_STEP_FIELDS = ['channelName', 'param', 'address', 'periodMs', 'remark'];

/** How the new station's devices are fed: the built-in simulator, a Modbus TCP channel, or an MQTT edge gateway. */
export type FeedProtocol = 'simulator' | 'modbus-tcp' | 'mqtt';

/** At most this many devices are registered with a station: more are added on the equipment screen. */
export const MAX_REGISTERED_DEVICES = 200;

/** One device of the template, as previewed and as sent back to be registered. */
export interface TemplateDevice {
  equipType: string;
  equipName: string;
  collectId: number;
  place: string | null;
  model: string | null;
  peakPower: number | null;
  /** Index in the same list of the device it hangs under (a combiner box's inverter, a cluster's PCS, an inverter's box transformer). */
  parent: number | null;
}

/** What the template is chosen by. */
export type TemplateQuery = BodyOf<typeof deviceTemplate>;

/** What the wizard sends to register a station. */
export type RegistrationBody = BodyOf<typeof registerStation>;

/** The answer of a registration: the new station and what was made with it. */
export type Registered = DataOf<typeof registerStation>;

/** The step a refused field (`station.capacity`, `devices.3.equipName`, `channel.param`, ...) belongs to. */
export function stepOfField(field: string): RegistrationStep {
  const [part, name = ''] = field.split('.');
  if (part === 'station') return STATION_STEP_FIELDS.location.includes(name) ? 'location' : 'basic';
  if (part === 'devices') return 'devices';
  if (part === 'channel' || part === 'feed') return 'channel';
  if (part === 'labelIds' || part === 'newLabels') return 'labels';
  return 'review';
}
