import type { Quality } from './stationLive';
import type { StreamKind } from './cameraStream';

/** A camera as `GET /video/cameras` answers it: its configuration and whether it is online now. */
export interface CameraDto {
  equipId: number;
  equipName: string;
  place: string | null;
  model: string | null;
  cameraBrand: string | null;
  /** `visible` or `thermal`; null when not configured (taken as visible). */
  cameraType: string | null;
  streamUrl: string | null;
  streamKind: StreamKind | null;
  /** The camera's `Online` point: 1 online, 0 offline, null never heard from. */
  online: number | null;
  quality: Quality | null;
  time: number | null;
}

/** What a region of a thermal picture is: a string of a combiner box, or a battery container. */
export interface ThermalRegionDto {
  kind: 'string' | 'container';
  branch: number | null;
  equipId: number | null;
  name: string | null;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The string's current (A) or the cluster's highest cell temperature (°C). */
  reading: number | null;
  unit: 'A' | '°C';
  state: 'normal' | 'weak' | 'open' | 'absent' | 'hottest';
  /** K above its healthy neighbours (its hot spot, where it has one). */
  excess: number;
}

/** Why a thermal camera has no picture now. */
export type NoPictureReason = 'offline' | 'noView' | 'noReadings' | 'notCollected';

/** A thermal camera's radiometric picture as `GET /video/thermal/{equipId}` answers it (docs/cameras.md). */
export interface ThermalPictureDto {
  equipId: number;
  equipName: string;
  place: string | null;
  reason: NoPictureReason | null;
  target: { kind: 'strings' | 'containers'; equipId: number | null; equipName: string | null } | null;
  width: number;
  height: number;
  unit: '°C';
  /** °C, one decimal, row by row from the top left; empty without a picture. */
  values: number[];
  min: number | null;
  max: number | null;
  mean: number | null;
  /** The hottest pixel. */
  spot: { x: number; y: number; temp: number } | null;
  regions: ThermalRegionDto[];
  /** The weather station's module and ambient temperature (°C) and irradiance (W/m²) the picture starts from. */
  reference: { moduleTemp: number | null; ambient: number | null; irradiance: number | null };
  quality: Quality | null;
  time: number | null;
}
