import { callData, callPage } from './request';
import { callContract } from './contractCall';
import type { stationLiveData, stationsOfUser } from '../shared/contracts/stations';
import type { DictEntry, Label, Station, StationFilter, StationInfo } from './types';

export const searchStations = (filter: StationFilter & { pageNum: number; pageSize: number }) =>
  callPage<Station>({ url: '/info/powerStation/psAdvanceSearch', params: filter });

export const fetchStationsByUser = () =>
  callContract<typeof stationsOfUser>({ method: 'POST', url: '/info/powerStation/psListByUser' }, { query: {} });

export const fetchStationInfo = (psId: number) => callData<StationInfo>({ url: `/info/powerStation/cache/${psId}` });

export const fetchLiveData = (psIds: number[], options: { signal?: AbortSignal; timeout?: number } = {}) =>
  callContract<typeof stationLiveData>(
    { method: 'POST', url: '/monitor/psLiveData' },
    { body: { psIds } },
    { silent: true, ...options },
  );

export const fetchDictionary = (type: 'ps_type' | 'pv_type' | 'ps_state') =>
  callData<DictEntry[]>({ url: `/system/dict/data/type/${type}` });

export const fetchLabels = () =>
  callPage<Label>({ url: '/user/labeling/list', params: { pageNum: 1, pageSize: 15, isEffective: 1 } });
