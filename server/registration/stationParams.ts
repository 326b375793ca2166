import type { TFunction } from 'i18next';
import { translatorIn } from '../http/language';

/** The locale key of a parameter the portal gives every station of a type: answered in the reader's language. */
export const stationParamNameKey = (code: string) => `entity.stationParam.names.${code}`;

/**
 * The parameters a station of a type starts with (`ps_param`): what its screens and the simulator read. Named
 * in `t`'s language (the demo's in its station's); the answers show them in the reader's (stationParamHooks).
 */
export function initialStationParams(
  psType: string,
  latitude: number,
  branches = 8,
  t: TFunction = translatorIn('en'),
): { param_name: string; param_code: string; param_value: string }[] {
  const params: [string, string][] = [
    ['hlx_branch_num', String(branches)],
    ['nbq_state_config', '1:normal,2:shutdown,3:alarm,4:fault,5:interrupt'],
  ];
  if (psType === 'PV' || psType === 'PVES') {
    // Modules tilted about three quarters of the latitude, within 10-35°: what fixed ground plants use.
    params.push(['module_tilt', String(Math.round(Math.min(35, Math.max(10, Math.abs(latitude) * 0.76))))]);
    params.push(['module_azimuth', latitude < 0 ? '0' : '180']);
  }
  if (psType === 'ES' || psType === 'PVES') {
    params.push(['soc_min', '10']);
    params.push(['soc_max', '95']);
  }
  return params.map(([param_code, param_value]) => ({
    param_name: String(t(stationParamNameKey(param_code))),
    param_code,
    param_value,
  }));
}
