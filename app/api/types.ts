/** Shapes the server answers with (see docs/api.md). */

export type StationType = 'PV' | 'WP' | 'ES' | 'PVES';

export interface Station {
  psId: number;
  psName: string;
  psType: StationType;
  pvType: string | null;
  country: string;
  district: string | null;
  longitude: number;
  latitude: number;
  timeZone: string;
  capacity: number;
  capUnit: 'kWp' | 'kW';
  batteryCapacity: number;
  state: number;
  redirect: { mname: string } | null;
  photo: string | null;
}

export interface StationInfo extends Station {
  params: Record<string, string>;
}

export type Quality = 'good' | 'stale' | 'interrupted';

export interface StationLive {
  acPower: number | null;
  powerUnit: string;
  dayCap: number | null;
  capUnit: string;
  abnormalNbqNum: number | null;
  pstate: number | null;
  runMode: 'still' | 'charge' | 'discharge';
  dayCharge: number | null;
  dayDischarge: number | null;
  quality: Quality | null;
  time: number | null;
}

export interface MenuRoute {
  name: string;
  path: string;
  component: string;
  type: 'C' | 'M';
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: { title: string; icon?: string; link?: string };
  children?: MenuRoute[];
}

export interface UserInfo {
  user: {
    userId: number;
    userName: string;
    nickName: string;
    avatar: string;
    deptId: number;
    dept: { deptId: number; deptName: string; logo: string };
    params: Record<string, unknown>;
  };
  roles: string[];
  permissions: string[];
}

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

export interface StationFilter {
  psName?: string;
  state?: number;
  psType?: string;
  pvType?: string;
  capacityMin?: number;
  capacityMax?: number;
  tagIds?: string;
  follow?: 0 | 1;
}
