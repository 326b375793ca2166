/** The parameters a station of a type starts with (`ps_param`): what its screens and the simulator read. */
export function initialStationParams(
  psType: string,
  latitude: number,
  branches = 8,
): { param_name: string; param_code: string; param_value: string }[] {
  const params: [string, string, string][] = [
    ['Branches per combiner box', 'hlx_branch_num', String(branches)],
    ['Inverter state configuration', 'nbq_state_config', '1:normal,2:shutdown,3:alarm,4:fault,5:interrupt'],
  ];
  if (psType === 'PV' || psType === 'PVES') {
    // Modules tilted about three quarters of the latitude, within 10-35°: what fixed ground plants use.
    params.push(['Module tilt (°)', 'module_tilt', String(Math.round(Math.min(35, Math.max(10, Math.abs(latitude) * 0.76))))]);
    params.push(['Module azimuth (°, 180 = south)', 'module_azimuth', latitude < 0 ? '0' : '180']);
  }
  if (psType === 'ES' || psType === 'PVES') {
    params.push(['Lowest state of charge (%)', 'soc_min', '10']);
    params.push(['Highest state of charge (%)', 'soc_max', '95']);
  }
  return params.map(([param_name, param_code, param_value]) => ({ param_name, param_code, param_value }));
}
