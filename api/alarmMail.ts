import { callContract } from './contractCall';
import type { DataOf } from '../shared/contracts/common';
import type * as alarmMail from '../shared/contracts/alarmMail';

/** A user's alarm mail; stations null: every station the user may see. */
export type AlarmSubscription = DataOf<typeof alarmMail.alarmSubscription>;

export const saveAlarmSubscription = (subscription: AlarmSubscription) =>
  callContract<typeof alarmMail.saveAlarmSubscription>({ method: 'PUT', url: '/alarm/subscription' }, { body: subscription });
