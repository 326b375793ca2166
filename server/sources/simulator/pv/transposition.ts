/**
 * Irradiance on a tilted plane: Hay and Davies (1980) for the sky diffuse (a circumsolar share weighted by
 * the anisotropy index DNI/DNI_extra, the rest isotropic), ground reflection of an albedo; then, for what
 * the cells receive, the rows' shading of each other and the incidence-angle modifier of the glass.
 */

import { profileAngle, shadedFraction, skyDiffuseMasking } from './rowShading';

const DEG = Math.PI / 180;
/** Ground albedo of grass and gravel (no snow). */
export const ALBEDO = 0.2;
/** ASHRAE incidence-angle modifier coefficient of a glass-fronted module (Souka and Safwat 1966). */
export const IAM_B0 = 0.05;

export interface Plane {
  /** Degrees from horizontal. */
  tilt: number;
  /** Degrees clockwise from north (180 = south). */
  azimuth: number;
}

/** A plane in rows: their ground coverage ratio (rowShading.ts). */
export interface RowPlane extends Plane {
  gcr: number;
}

/** Cosine of the angle between the sun and the plane's normal (may be negative: the sun is behind). */
export function cosIncidence(plane: Plane, zenith: number, sunAzimuth: number): number {
  const z = zenith * DEG;
  const t = plane.tilt * DEG;
  return Math.cos(z) * Math.cos(t) + Math.sin(z) * Math.sin(t) * Math.cos((sunAzimuth - plane.azimuth) * DEG);
}

/** ASHRAE IAM: 1 - b0 (1/cos θ - 1), zero from where that turns negative (about 87°) on. */
export function ashraeIam(cosTheta: number): number {
  if (cosTheta <= 0) return 0;
  return Math.max(0, 1 - IAM_B0 * (1 / cosTheta - 1));
}

/**
 * The IAM averaged over the isotropic sky and over the ground a plane sees: rounded from Marion's (2017)
 * integrals of glass IAM models, which give about 0.93-0.95 for the sky and 0.7-0.8 for the ground at
 * the 20-40° tilts of fixed plants. Constants: the ground's share is a few per cent of the plane's.
 */
export const DIFFUSE_IAM = { sky: 0.94, ground: 0.75 };

export interface PlaneIrradiance {
  /** What a pyranometer in the plane reads (no IAM), W/m². */
  poa: number;
  /** What reaches the cells after row shading and the glass's reflection losses, W/m². */
  effective: number;
  beam: number;
  sky: number;
  ground: number;
}

export function hayDavies(
  plane: RowPlane,
  sky: { ghi: number; dni: number; dhi: number },
  zenith: number,
  sunAzimuth: number,
  extraterrestrialNormal: number,
): PlaneIrradiance {
  const cosZ = Math.cos(zenith * DEG);
  const cosT = cosIncidence(plane, zenith, sunAzimuth);
  const tilt = plane.tilt * DEG;
  const anisotropy = Math.min(1, sky.dni / extraterrestrialNormal);
  // The circumsolar part comes from the sun's direction: projected like the beam (Rb = cos θ / cos Z, cos Z floored).
  const rb = Math.max(0, cosT) / Math.max(cosZ, 0.0872);
  const beam = sky.dni * Math.max(0, cosT);
  const circumsolar = sky.dhi * anisotropy * rb;
  const isotropic = sky.dhi * (1 - anisotropy) * ((1 + Math.cos(tilt)) / 2);
  const ground = sky.ghi * ALBEDO * ((1 - Math.cos(tilt)) / 2);
  const iam = ashraeIam(cosT);
  const sunlit = 1 - shadedFraction(plane.tilt, profileAngle(90 - zenith, sunAzimuth, plane.azimuth), plane.gcr);
  const skySeen = 1 - skyDiffuseMasking(plane.tilt, plane.gcr);
  const effective = (beam + circumsolar) * sunlit * iam + isotropic * skySeen * DIFFUSE_IAM.sky + ground * DIFFUSE_IAM.ground;
  return { poa: beam + circumsolar + isotropic + ground, effective, beam, sky: circumsolar + isotropic, ground };
}
