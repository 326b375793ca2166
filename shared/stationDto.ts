export type StationType = 'PV' | 'WP' | 'ES' | 'PVES';

/** A station as the browser sees it (spec-digest 000 §3), with its photo and capacity unit. */
export interface StationDto {
  psId: number;
  psName: string;
  psShortName: string | null;
  psCode: string | null;
  psType: StationType;
  pvType: string | null;
  deptId: number;
  country: string;
  district: string | null;
  address: string | null;
  longitude: number;
  latitude: number;
  timeZone: string;
  capacity: number;
  capUnit: 'kWp' | 'kW';
  batteryCapacity: number;
  state: number;
  /** Cloud remote operation: 1 enabled, 0 disabled. */
  remoteEnabled: number;
  operationDate: string | null;
  gridType: string | null;
  contactPerson: string | null;
  contactPhone: string | null;
  price: number | null;
  orderNum: number;
  remark: string | null;
  redirect: { mname: string } | null;
  photo: string | null;
  attachments: { attName: string; attUrl: string }[];
}

/**
 * The navigator's filter as the browser sends it and the server reads it (spec-digest 000 §3, station filter and
 * list query): labels comma-joined, follow as 0/1.
 */
export interface StationFilterQuery {
  psName?: string;
  state?: number;
  psType?: string;
  pvType?: string;
  capacityMin?: number;
  capacityMax?: number;
  tagIds?: string;
  follow?: number;
}
