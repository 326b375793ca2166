import { useEffect, useState } from 'react';
import { fetchDictionary, fetchLabels } from '../../api/stations';
import type { DictEntry, Label } from '../../api/types';

/** Dictionaries and labels the navigator's filter offers. */
export function useNavigatorOptions() {
  const [stationTypes, setStationTypes] = useState<DictEntry[]>([]);
  const [pvTypes, setPvTypes] = useState<DictEntry[]>([]);
  const [labels, setLabels] = useState<Label[]>([]);
  useEffect(() => {
    fetchDictionary('ps_type').then(setStationTypes, () => undefined);
    fetchDictionary('pv_type').then(setPvTypes, () => undefined);
    fetchLabels().then(
      (page) => setLabels(page.rows),
      () => undefined,
    );
  }, []);
  return { stationTypes, pvTypes, labels };
}
