// Storage columns of the tables without an entity definition; those of entity tables are generated from their
// definitions into entityTables.ts. Times are epoch milliseconds; flags are 0/1 integers so SQLite and
// PostgreSQL agree.
import type { Generated } from 'kysely';
import type { EntityTables } from './entityTables';

export type * from './entityTables';

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

/** An uploaded file: the entity field it was checked for and its uploader (migration 004). */
export interface UploadTable {
  url: string;
  entity: string;
  field: string;
  uploaded_by: number;
  uploaded_at: number;
}

/** A folder of the document library, owned by a group (migration 012). */
export interface DocFolderTable {
  folder_id: Generated<number>;
  /** null: a top folder of its group. */
  parent_id: number | null;
  dept_id: number;
  name: string;
  created_by: number;
  created_at: number;
}

/** A document: its current version's figures; every version is a `doc_version` row. */
export interface DocDocumentTable {
  doc_id: Generated<number>;
  folder_id: number;
  name: string;
  /** Lower-case extension with the dot (`.pdf`). */
  ext: string;
  version: number;
  size: number;
  uploaded_by: number;
  uploaded_at: number;
}

/** One stored version of a document; `stored_name` is the generated file name under the data folder. */
export interface DocVersionTable {
  version_id: Generated<number>;
  doc_id: number;
  version: number;
  stored_name: string;
  size: number;
  uploaded_by: number;
  uploaded_at: number;
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
  /** Who made the item (for items raised by an alarm: the first administrator). */
  user_id: number;
  /** Whose work it is; null while it waits for anyone who may see its station. */
  assignee_id: number | null;
  title: string;
  /** 0 open, 1 handled (waits to be closed), 2 closed. */
  is_handle: number;
  created_at: number;
  updated_at: number | null;
  ps_id: number | null;
  /** The alarm occurrence that raised it, and its point (one open item per point). */
  event_id: number | null;
  point_key: string | null;
  content: string | null;
  level: number | null;
}

export interface TodoHistoryTable {
  history_id: Generated<number>;
  todo_id: number;
  at: number;
  user_name: string;
  /** created, raised, recurred, assigned, handled, closed, reopened. */
  step: string;
  note: string | null;
  /** The alarm a system step (raised, recurred) came from (migration 018); its note is that alarm in English. */
  event_id: number | null;
}

/** A point whose alarms are hidden until a time, and why. */
export interface StorageRunSettingsTable {
  ps_id: number;
  /** shared/runSettings.ts RunSettings as JSON. */
  settings: string;
  applied_by: string;
  applied_at: number;
}

export interface AlarmShelfTable {
  shelf_id: Generated<number>;
  ps_id: number;
  equip_type: string;
  collect_id: number;
  point_code: string;
  shelved_until: number;
  reason: string;
  shelved_by: string;
  shelved_at: number;
}

/** What alarm mail a user wants: levels from min_level up, of the listed stations (JSON ids; null: all in scope). */
export interface AlarmSubscriptionTable {
  user_id: number;
  min_level: number;
  stations: string | null;
  language: string;
  digest: number;
  /** The day (YYYY-MM-DD, UTC) of the last digest sent. */
  digest_sent_day: string | null;
  updated_at: number;
}

export interface SeriesTable {
  series_id: Generated<number>;
  ps_id: number;
  equip_type: string;
  collect_id: number;
  point_code: string;
  period_minutes: number;
}

/** A gateway message acknowledged but not yet in written history (docs/ingest.md). */
export interface GatewayJournalTable {
  entry_id: Generated<number>;
  topic: string;
  /** The message as received, UTF-8 JSON. */
  payload: string;
  /** Epoch ms it arrived: the time of its samples that carry none. */
  received_at: number;
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
  /** Energy the day left in the battery, kWh (state of charge change × nominal energy); null without storage. */
  stored_change: number | null;
  /** 1 when counted boundary to boundary (migration 017); 0 for a row counted before, to be counted again. */
  boundaries: number;
  updated_at: number;
}

/** The quotas of one closed station day (migration 006). */
export interface QuotaDayTable {
  ps_id: number;
  day: string;
  /** The catalogue's id (schemas/quotas). */
  catalogue: string;
  /** JSON object: quota code → value, null where it could not be computed. */
  quota_values: string;
  computed_at: number;
}

/** A value staff entered for an editable quota of a station day. */
export interface QuotaEditTable {
  ps_id: number;
  day: string;
  quota_code: string;
  value: number;
  edited_by: string;
  edited_at: number;
}

/** A plant's quota recalculation, under way or last run (server/quotas/recalculationJobs.ts). */
export interface QuotaRecalculationTable {
  ps_id: number;
  ps_name: string;
  day_from: string;
  day_to: string;
  days: number;
  done: number;
  /** queued, running, completed, cancelled, failed or interrupted. */
  state: string;
  started_by: string;
  started_at: number;
  finished_at: number | null;
  /** The API node running it, and when it last said so: a silent node's job was cut off. */
  node_id: string;
  heartbeat_at: number;
  cancel_requested: number;
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
  /** An occurrence whose condition still stands (1); cleared occurrences, vanishes and audit rows are 0. */
  active: Generated<number>;
  cleared_at: number | null;
  confirmed_by: string | null;
  confirmed_at: number | null;
  confirm_comment: string | null;
  /** Transitions folded into this entry while its point chattered, and the time of the latest. */
  repeats: Generated<number>;
  last_time: number | null;
}

/** A notice (docs/notices.md); its body is HTML sanitized on the server when it was written. */
export interface NoticeTable {
  notice_id: Generated<number>;
  title: string;
  body: string;
  /** 1: addressed to everyone; 0: to the groups of notice_group (and everyone below them). */
  to_all: number;
  pinned: number;
  publisher_id: number;
  published_at: number;
  updated_at: number;
}

export interface NoticeGroupTable {
  notice_id: number;
  dept_id: number;
}

export interface NoticeReadTable {
  notice_id: number;
  user_id: number;
  read_at: number;
}

export interface NoticeAttachmentTable {
  /** The /profile/notice/... URL of the upload. */
  url: string;
  notice_id: number;
  /** The file's name as uploaded, shown to readers. */
  name: string;
  size: number;
  position: number;
}

/** Every table: the entity tables generated from their definitions, and the others kept here by hand. */
export interface Tables extends EntityTables {
  sys_role: RoleTable;
  sys_user_role: UserRoleTable;
  sys_session: SessionTable;
  sys_captcha: CaptchaTable;
  sys_config: ConfigTable;
  sys_dict_data: DictDataTable;
  sys_upload: UploadTable;
  tag_station: TagStationTable;
  user_collection: CollectionTable;
  todo_item: TodoItemTable;
  series: SeriesTable;
  history_day: HistoryDayTable;
  gateway_journal: GatewayJournalTable;
  daily_stat: DailyStatTable;
  quota_day: QuotaDayTable;
  quota_edit: QuotaEditTable;
  quota_recalculation: QuotaRecalculationTable;
  event: EventTable;
  todo_history: TodoHistoryTable;
  alarm_shelf: AlarmShelfTable;
  alarm_subscription: AlarmSubscriptionTable;
  storage_run_settings: StorageRunSettingsTable;
  doc_folder: DocFolderTable;
  doc_document: DocDocumentTable;
  doc_version: DocVersionTable;
  notice: NoticeTable;
  notice_group: NoticeGroupTable;
  notice_read: NoticeReadTable;
  notice_attachment: NoticeAttachmentTable;
  sys_sign_in: SignInTable;
  sys_user_station: UserStationTable;
}

/** One sign-in attempt on a known account; `outcome` is `ok`, `badPassword` or `locked`. */
export interface SignInTable {
  sign_in_id: Generated<number>;
  user_id: number;
  at: number;
  client_ip: string | null;
  user_agent: string | null;
  outcome: string;
}

/** The plants a user is limited to (none: every plant of his groups). */
export interface UserStationTable {
  user_id: number;
  ps_id: number;
}
