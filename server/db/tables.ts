import type { Generated } from 'kysely';

/** Storage columns. Times are epoch milliseconds; flags are 0/1 integers so SQLite and PostgreSQL agree. */
export interface DeptTable {
  dept_id: number;
  parent_id: number;
  /** Comma-joined ids from the root down to the parent, for subtree queries. */
  ancestors: string;
  dept_name: string;
  logo: string | null;
  order_num: number;
}

export interface UserTable {
  user_id: Generated<number>;
  dept_id: number;
  user_name: string;
  nick_name: string;
  email: string | null;
  phone: string | null;
  sex: string;
  avatar: string | null;
  password_hash: string;
  operation_password_hash: string | null;
  status: string;
  failed_logins: number;
  locked_until: number;
  /** Wrong operation passwords in a row; five lock remote control until `op_locked_until`. */
  op_failed: Generated<number>;
  op_locked_until: Generated<number>;
  created_at: number;
  remark: string | null;
}

export interface RoleTable {
  role_id: Generated<number>;
  role_key: string;
  role_name: string;
  /** Comma-joined permission strings such as `info:powerStation:list`. */
  permissions: string;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SessionTable {
  session_id: string;
  user_id: number;
  created_at: number;
  last_seen: number;
  client_ip: string | null;
}

export interface CaptchaTable {
  uuid: string;
  answer: string;
  expires_at: number;
}

export interface ConfigTable {
  config_key: string;
  config_value: string;
}

export interface DictDataTable {
  dict_code: Generated<number>;
  dict_type: string;
  dict_value: string;
  /** An i18n key under `dict.`; the server answers with the label in the caller's language. */
  label_key: string;
  dict_sort: number;
  list_class: string | null;
}

export interface PowerStationTable {
  ps_id: Generated<number>;
  ps_name: string;
  ps_short_name: string | null;
  ps_code: string | null;
  ps_type: string;
  pv_type: string | null;
  dept_id: number;
  country: string;
  district: string | null;
  address: string | null;
  longitude: number;
  latitude: number;
  time_zone: string;
  /** kWp for PV, kW otherwise. */
  capacity: number;
  /** kWh of storage, 0 without batteries. */
  battery_capacity: number;
  state: number;
  operation_date: string | null;
  grid_type: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  price: number | null;
  redirect_mname: string | null;
  order_num: number;
  remark: string | null;
  created_at: number;
  /** Cloud remote operation of the plant: 1 enabled, 0 disabled (a device may override it). */
  remote_enabled: Generated<number>;
}

export interface StationParamTable {
  param_id: Generated<number>;
  ps_id: number;
  param_name: string;
  param_code: string;
  param_value: string;
  status: string;
  sort: number;
  remark: string | null;
}

export interface AttachmentTable {
  att_id: Generated<number>;
  ps_id: number;
  att_name: string;
  att_url: string;
  created_at: number;
}

export interface EquipmentTable {
  equip_id: Generated<number>;
  ps_id: number;
  equip_type: string;
  equip_name: string;
  collect_id: number;
  point_config_id: number | null;
  parent_id: number | null;
  place: string | null;
  model: string | null;
  sn: string | null;
  peak_power: number | null;
  order_num: number;
  /** The device's override of its plant's remote setting: 'inherit', 'enabled' or 'disabled'. */
  remote_mode: Generated<string>;
}

/** An uploaded file: the entity field it was checked for and its uploader (migration 004). */
export interface UploadTable {
  url: string;
  entity: string;
  field: string;
  uploaded_by: number;
  uploaded_at: number;
}

export interface SvgConfigTable {
  svg_id: Generated<number>;
  ps_id: number;
  svg_name: string;
  svg_path: string;
  is_master: number;
  uploaded_at: number;
}

export interface TagTable {
  tag_id: Generated<number>;
  tag_name: string;
  user_id: number;
  /** 1 shown, 0 hidden. */
  is_effective: number;
  /** 1 shared with the owner's group (and the groups below it), 0 private to the owner. */
  shared: Generated<number>;
  remark: string | null;
  created_at: number;
}

export interface TagStationTable {
  tag_id: number;
  ps_id: number;
}

export interface CollectionTable {
  collection_id: Generated<number>;
  user_id: number;
  ps_id: number;
  created_at: number;
}

export interface TodoItemTable {
  todo_id: Generated<number>;
  user_id: number;
  title: string;
  is_handle: number;
  created_at: number;
}

export interface PointConfigTable {
  point_config_id: Generated<number>;
  ps_id: number | null;
  equip_type: string;
  model_name: string;
  equip_range: string | null;
  history_minutes: number;
  peak_valley: number;
  order_num: number;
  remark: string | null;
}

/** One point of a device point configuration (spec 001 §3). */
export interface PointDefTable {
  point_id: Generated<number>;
  point_config_id: number;
  point_code: string;
  db_code: string;
  description: string;
  /** YC telemetry, YX signalling, YK control, YM pulse, YT regulation, JL. */
  point_type: string;
  unit: string | null;
  show_in_list: number;
  show_in_card: number;
  /** Minutes between history samples; 0 keeps no history. */
  history_minutes: number;
  alarm_flag: number;
  /** 0 normal, 1 warning, 2 common fault, 3 serious fault. */
  event_level: number;
  calc_type: string | null;
  formula: string | null;
  upper_limit: number | null;
  lower_limit: number | null;
  min_value: number | null;
  max_value: number | null;
  /** Control choices, "label-value" pairs joined by commas. */
  options: string | null;
  order_num: number;
}

export interface ChannelTable {
  channel_id: Generated<number>;
  ps_id: number;
  channel_name: string;
  /** host:port or IP:port. */
  param: string;
  /** Modbus unit address 1-255. */
  address: number;
  channel_type: string;
  protocol: string;
  period_ms: number;
  /** 1 connected, 0 disconnected. */
  state: number;
  enabled: number;
  order_num: number;
  remark: string | null;
  updated_at: number;
}

export interface ChannelPointTable {
  cp_id: Generated<number>;
  channel_id: number;
  point_type: string;
  equip_type: string;
  collect_id: number;
  point_code: string;
  point_name: string | null;
  original_name: string | null;
  register: number;
  /** Modbus function: 1 coils, 2 discrete inputs, 3 holding registers, 4 input registers. */
  function_code: number;
  data_type: string;
  word_order: string;
  byte_order: string;
  coefficient: number;
  tag: string | null;
}

export interface SeriesTable {
  series_id: Generated<number>;
  ps_id: number;
  equip_type: string;
  collect_id: number;
  point_code: string;
  period_minutes: number;
}

export interface HistoryDayTable {
  series_id: number;
  /** Station-local date, YYYY-MM-DD. */
  day: string;
  /** Epoch ms of the station-local midnight that starts the day. */
  start_ts: number;
  /** Float64 little-endian per period slot, NaN where no sample arrived, deflated. */
  samples: Buffer;
}

export interface DailyStatTable {
  ps_id: number;
  /** 0 for the station itself. */
  equip_id: number;
  day: string;
  generation: number;
  charge: number;
  discharge: number;
  equivalent_hours: number;
  max_power: number;
  irradiation: number;
  updated_at: number;
}

export interface EventTable {
  event_id: Generated<number>;
  ps_id: number;
  equip_id: number | null;
  equip_type: string;
  collect_id: number;
  point_code: string | null;
  level: number;
  event_time: number;
  /** 1 remote signal change, 2 remote control, 3 remote adjust, 4 limit crossed, 5 state change. */
  event_type: number;
  /** 1 occur, 2 vanish. */
  action: number;
  /** i18n key of the text, and its parameters as JSON. */
  content_key: string;
  content_params: string;
  confirmed: number;
}

export interface Tables {
  sys_dept: DeptTable;
  sys_user: UserTable;
  sys_role: RoleTable;
  sys_user_role: UserRoleTable;
  sys_session: SessionTable;
  sys_captcha: CaptchaTable;
  sys_config: ConfigTable;
  sys_dict_data: DictDataTable;
  power_station: PowerStationTable;
  ps_param: StationParamTable;
  ps_attachment: AttachmentTable;
  equipment: EquipmentTable;
  svg_config: SvgConfigTable;
  sys_upload: UploadTable;
  user_tag: TagTable;
  tag_station: TagStationTable;
  user_collection: CollectionTable;
  todo_item: TodoItemTable;
  point_config: PointConfigTable;
  point_def: PointDefTable;
  channel: ChannelTable;
  channel_point: ChannelPointTable;
  series: SeriesTable;
  history_day: HistoryDayTable;
  daily_stat: DailyStatTable;
  event: EventTable;
}
