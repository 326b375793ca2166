/** Shapes the server answers with (see docs/api.md), typed once in shared/ and imported as types only. */
import type { StationDto } from '../shared/stationDto';
import type { StationLiveData } from '../shared/stationLive';
import type { RouterItem } from '../shared/menu';
import type { DataOf } from '../shared/contracts/common';
import type { userInfo } from '../shared/contracts/auth';

export type { StationType, StationDto } from '../shared/stationDto';
export type { Quality } from '../shared/stationLive';

/** The fields of a station the browser uses; the server sends more. */
export type Station = Pick<
  StationDto,
  | 'psId'
  | 'deptId'
  | 'psName'
  | 'psType'
  | 'pvType'
  | 'country'
  | 'district'
  | 'longitude'
  | 'latitude'
  | 'timeZone'
  | 'capacity'
  | 'capUnit'
  | 'batteryCapacity'
  | 'state'
  | 'redirect'
  | 'photo'
>;

export interface StationInfo extends Station {
  params: Record<string, string>;
}

export type StationLive = StationLiveData;
export type MenuRoute = RouterItem;

/** What `/reception/getInfo` answers (shared/contracts/auth.ts). */
export type UserInfo = DataOf<typeof userInfo>;

export interface DictEntry {
  dictValue: string;
  dictLabel: string;
  listClass: string | null;
}

export interface Label {
  tagId: number;
  tagName: string;
  isEffective: number;
  psIds: number[];
}

export type { StationFilterQuery as StationFilter } from '../shared/stationDto';

/** One option of a select: a stored value and the label shown for it. */
export interface Choice {
  value: unknown;
  label: string;
  /** The group the choice belongs to (a plant's), for a field offered `within` a group. */
  group?: number;
  /** A group's parent group, so the groups below a chosen one are known. */
  parent?: number | null;
}
