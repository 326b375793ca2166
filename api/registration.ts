import { RequestFailure } from './request';
import { callContract } from './contractCall';
import type { deviceTemplate, registerStation as register, registrationTimeZone } from '../shared/contracts/registration';
import type { Registered, RegistrationBody, TemplateDevice, TemplateQuery } from '../shared/registration';

export type { Registered, RegistrationBody, TemplateDevice, TemplateQuery };

/** A refusal of the wizard's calls: the field it names (`station.capacity`, `devices.2.equipName`) and why. */
export interface Refusal {
  field: string;
  msg: string;
}

/** The refusal a failed call carries, when the server named a field; otherwise null. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof RequestFailure)) return null;
  const body = error.body as { field?: unknown; msg?: unknown } | undefined;
  return {
    field: typeof body?.field === 'string' ? body.field : '',
    msg: typeof body?.msg === 'string' ? body.msg : error.message,
  };
}

/** The IANA time zone at a point, as the server finds it offline. */
export const lookUpTimeZone = (latitude: number, longitude: number) =>
  callContract<typeof registrationTimeZone>(
    { method: 'GET', url: '/info/register/timeZone' },
    { query: { latitude, longitude } },
    { silent: true },
  ).then((d) => d.timeZone);

/** The first devices of a station of this type and capacity, to preview before registering. */
export const fetchDeviceTemplate = (query: TemplateQuery) =>
  callContract<typeof deviceTemplate>({ method: 'POST', url: '/info/register/devices' }, { body: query }, { silent: true });

/** Registers the station with everything in one go; silent: the wizard shows a refusal at its step and field. */
export const registerStation = (body: RegistrationBody) =>
  callContract<typeof register>({ method: 'POST', url: '/info/register' }, { body }, { silent: true });
