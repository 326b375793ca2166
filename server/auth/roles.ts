import { ALL_PERMISSIONS } from '../../shared/permissions';

/** Every permission a route checks, by what it protects. */
export const PERMISSIONS = {
  stationRead: ['info:powerStation:list', 'info:powerStation:query'],
  stationWrite: ['info:powerStation:add', 'info:powerStation:edit', 'info:powerStation:remove', 'info:powerStation:export'],
  labelRead: ['user:labeling:list', 'user:labeling:query'],
  labelWrite: ['user:labeling:add', 'user:labeling:edit', 'user:labeling:remove', 'user:labeling:export'],
  /** Staff management (users and groups) within the administrator's own departments. */
  staff: ['system:user:*', 'system:dept:*'],
  favourites: [
    'user:collection:list',
    'user:collection:query',
    'user:collection:add',
    'user:collection:edit',
    'user:collection:remove',
  ],
  monitor: ['monitor:station:query'],
  /** Reading, acknowledging and exporting events; shelving and removing them is for administrators. */
  events: ['event:event:list', 'event:event:confirm', 'event:event:export'],
  eventAdmin: ['event:event:shelve', 'event:event:remove'],
  /** To-do items: listing, making, assigning, handling and closing them. */
  todo: ['workflow:todo:*'],
  /** Information management entities (schemas/entities), any of them, by action. */
  infoRead: ['info:*:list', 'info:*:query', 'info:*:export'],
  infoWrite: ['info:*:*'],
  /** Indicator analysis: reading and exporting quotas; entering staff values and recalculating. */
  quotaRead: ['indicator:quota:query', 'indicator:quota:export'],
  quotaWrite: ['indicator:quota:edit', 'indicator:quota:recalculate'],
  /** Remote control and remote adjustment of devices (select-before-operate, set-points, start/stop). */
  remoteControl: ['remote:control:operate'],
  /** Publishing notices: to everyone for an administrator, to the groups of its own departments for a group administrator. */
  notices: ['office:notice:publish'],
  /** The document library: reading and downloading; adding, renaming and removing folders and documents. */
  documentRead: ['office:document:list'],
  documentWrite: ['office:document:add', 'office:document:edit', 'office:document:remove'],
} as const;

const read = [
  ...PERMISSIONS.stationRead,
  ...PERMISSIONS.labelRead,
  ...PERMISSIONS.favourites,
  ...PERMISSIONS.monitor,
  ...PERMISSIONS.events,
  ...PERMISSIONS.todo,
  ...PERMISSIONS.infoRead,
  ...PERMISSIONS.quotaRead,
  ...PERMISSIONS.documentRead,
];

/**
 * The demo roles: admin holds everything, gadmin administers its group and operates its devices remotely,
 * operator reads and monitors.
 */
export const ROLE_PERMISSIONS: Record<string, string[]> = {
  admin: [ALL_PERMISSIONS],
  gadmin: [
    ...read,
    ...PERMISSIONS.stationWrite,
    ...PERMISSIONS.labelWrite,
    ...PERMISSIONS.infoWrite,
    ...PERMISSIONS.staff,
    ...PERMISSIONS.quotaWrite,
    ...PERMISSIONS.remoteControl,
    ...PERMISSIONS.eventAdmin,
    ...PERMISSIONS.notices,
    ...PERMISSIONS.documentWrite,
  ],
  operator: read,
};
