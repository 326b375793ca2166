// Generated from schemas/entities by scripts/tablesGen.ts: do not edit. Times are epoch milliseconds;
// flags are 0/1 integers; array fields are JSON text.
import type { Generated } from 'kysely';

/** The storage of entity "attachment" (schemas/entities/attachment.json). */
export interface AttachmentTable {
  att_id: Generated<number>;
  ps_id: number;
  att_name: string;
  att_url: string;
  created_at: number;
}

/** The storage of entity "channel" (schemas/entities/channel.json). */
export interface ChannelTable {
  channel_id: Generated<number>;
  ps_id: number;
  channel_name: string;
  /** host:port or IP:port. */
  param: string;
  /** Modbus unit address 1-255. */
  address: number;
  protocol: Generated<string>;
  channel_type: Generated<string>;
  period_ms: Generated<number>;
  /** 1 connected, 0 disconnected. */
  state: Generated<number>;
  enabled: Generated<number>;
  order_num: Generated<number>;
  remark: string | null;
  updated_at: Generated<number>;
}

/** The storage of entity "channelPoint" (schemas/entities/channelPoint.json). */
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
  data_type: Generated<string>;
  word_order: Generated<string>;
  byte_order: Generated<string>;
  coefficient: Generated<number>;
  tag: string | null;
}

/** The storage of entity "diagram" (schemas/entities/diagram.json). */
export interface DiagramTable {
  svg_id: Generated<number>;
  ps_id: number;
  svg_name: string;
  svg_path: string;
  is_master: Generated<number>;
  uploaded_at: number;
}

/** The storage of entity "equipment" (schemas/entities/equipment.json). */
export interface EquipmentTable {
  equip_id: Generated<number>;
  ps_id: number;
  equip_name: string;
  equip_type: string;
  collect_id: number;
  parent_id: number | null;
  point_config_id: number | null;
  place: string | null;
  model: string | null;
  sn: string | null;
  peak_power: number | null;
  in_service: Generated<number>;
  component_area: number | null;
  battery_capacity: number | null;
  initial_energy: number | null;
  meter_type: string | null;
  meter_ratio: number | null;
  metering_method: string | null;
  switchgear_type: string | null;
  camera_brand: string | null;
  /** What a camera (TV) sees: 'visible' light (the Video screen) or 'thermal', a radiometric camera (also on Thermal imaging). */
  camera_type: string | null;
  /** A camera's stream: a path of this portal under /prod-api/, or an http(s):// or rtsp:// URL without credentials (docs/cameras.md). */
  stream_url: string | null;
  weather_angle: number | null;
  irradiance_mount: string | null;
  master_weather: Generated<number>;
  benchmark: Generated<number>;
  /** The device's override of its plant's remote setting: 'inherit', 'enabled' or 'disabled'. */
  remote_mode: Generated<string>;
  order_num: Generated<number>;
}

/** The storage of entity "group" (schemas/entities/group.json). */
export interface GroupTable {
  dept_id: number;
  parent_id: number;
  dept_name: string;
  order_num: Generated<number>;
  /** Comma-joined ids from the root down to the parent, for subtree queries. */
  ancestors: string;
  logo: string | null;
}

/** The storage of entity "label" (schemas/entities/label.json). */
export interface LabelTable {
  tag_id: Generated<number>;
  tag_name: string;
  /** 1 shown, 0 hidden. */
  is_effective: Generated<number>;
  /** 1 shared with the owner's group (and the groups below it), 0 private to the owner. */
  shared: Generated<number>;
  user_id: number;
  remark: string | null;
  created_at: number;
}

/** The storage of entity "pointConfig" (schemas/entities/pointConfig.json). */
export interface PointConfigTable {
  point_config_id: Generated<number>;
  equip_type: string;
  model_name: string;
  equip_range: string | null;
  history_minutes: Generated<number>;
  peak_valley: Generated<number>;
  order_num: Generated<number>;
  remark: string | null;
  ps_id: number | null;
}

/** The storage of entity "pointDef" (schemas/entities/pointDef.json). */
export interface PointDefTable {
  point_id: Generated<number>;
  point_config_id: number;
  point_code: string;
  db_code: string;
  description: string;
  /** YC telemetry, YX signalling, YK control, YM pulse, YT regulation, JL. */
  point_type: string;
  unit: string | null;
  show_in_list: Generated<number>;
  show_in_card: Generated<number>;
  /** Minutes between history samples; 0 keeps no history. */
  history_minutes: Generated<number>;
  alarm_flag: Generated<number>;
  /** 0 normal, 1 warning, 2 common fault, 3 serious fault. */
  event_level: Generated<number>;
  calc_type: string | null;
  formula: string | null;
  upper_limit: number | null;
  lower_limit: number | null;
  min_value: number | null;
  max_value: number | null;
  /** Control choices, "label-value" pairs joined by commas. */
  options: string | null;
  order_num: Generated<number>;
}

/** The storage of entity "powerStation" (schemas/entities/powerStation.json). */
export interface PowerStationTable {
  ps_id: Generated<number>;
  ps_name: string;
  ps_short_name: string | null;
  ps_code: string | null;
  ps_type: string;
  pv_type: string | null;
  resource_area: string | null;
  dept_id: number;
  /** kWp for PV, kW otherwise. */
  capacity: number;
  /** kWh of storage, 0 without batteries. */
  battery_capacity: Generated<number>;
  battery_type: string | null;
  country: string;
  district: string | null;
  address: string | null;
  longitude: number;
  latitude: number;
  time_zone: string;
  operation_date: string | null;
  grid_type: string | null;
  price: number | null;
  contact_person: string | null;
  contact_phone: string | null;
  /** Cloud remote operation of the plant: 1 enabled, 0 disabled (a device may override it). */
  remote_enabled: Generated<number>;
  state: Generated<number>;
  order_num: Generated<number>;
  remark: string | null;
  created_at: number;
  /** A menu the plant's home redirects to. */
  redirect_mname: string | null;
}

/** The storage of entity "stationParam" (schemas/entities/stationParam.json). */
export interface StationParamTable {
  param_id: Generated<number>;
  ps_id: number;
  param_name: string;
  param_code: string;
  param_value: string;
  status: Generated<string>;
  sort: Generated<number>;
  remark: string | null;
}

/** The storage of entity "tariff" (schemas/entities/tariff.json). */
export interface TariffTable {
  tariff_id: Generated<number>;
  ps_id: number;
  period_name: string;
  trade_price: number;
  transmission_price: number;
  fee: number;
  purchase_price: number;
  discount: Generated<number>;
  settlement_price: number;
  time_ranges: string;
  months: string | null;
  remark: string | null;
}

/** The storage of entity "user" (schemas/entities/user.json). */
export interface UserTable {
  user_id: Generated<number>;
  user_name: string;
  nick_name: string;
  dept_id: number;
  phone: string | null;
  email: string | null;
  sex: Generated<string>;
  status: Generated<string>;
  /** scrypt hash; never answered. */
  password_hash: string;
  operation_password_hash: string | null;
  created_at: number;
  remark: string | null;
  avatar: string | null;
  /** Wrong sign-in passwords in a row; five lock the account until `locked_until`. */
  failed_logins: Generated<number>;
  locked_until: Generated<number>;
  /** Wrong operation passwords in a row; five lock remote control until `op_locked_until`. */
  op_failed: Generated<number>;
  op_locked_until: Generated<number>;
}

/** Every entity table by its name. */
export interface EntityTables {
  ps_attachment: AttachmentTable;
  channel: ChannelTable;
  channel_point: ChannelPointTable;
  svg_config: DiagramTable;
  equipment: EquipmentTable;
  sys_dept: GroupTable;
  user_tag: LabelTable;
  point_config: PointConfigTable;
  point_def: PointDefTable;
  power_station: PowerStationTable;
  ps_param: StationParamTable;
  tariff: TariffTable;
  sys_user: UserTable;
}
