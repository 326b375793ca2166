import { callData } from './request';
import type { Language } from '../locales';

/** A user's alarm mail (server/notify/subscriptionRoutes.ts); stations null: every station the user may see. */
export interface AlarmSubscription {
  enabled: boolean;
  minLevel: number;
  stations: number[] | null;
  digest: boolean;
  language: Language;
}

export const fetchAlarmSubscription = () => callData<AlarmSubscription>({ url: '/alarm/subscription' });

export const saveAlarmSubscription = (subscription: AlarmSubscription) =>
  callData<AlarmSubscription>({ method: 'PUT', url: '/alarm/subscription', data: subscription });
