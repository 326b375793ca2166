import { callData } from './request';
import { callContract } from './contractCall';
import type { captchaImage, signIn as signInCall, signOut as signOutCall, userInfo } from '../shared/contracts/auth';
import type { BodyOf, DataOf } from '../shared/contracts/common';
import type { routers } from '../shared/contracts/menu';
import type { systemTime } from '../shared/contracts/system';

export type Captcha = DataOf<typeof captchaImage>;

export const fetchCaptcha = () =>
  callContract<typeof captchaImage>({ method: 'GET', url: '/captchaImage' }, {}, { skipAuth: true, silent: true });

export const signIn = (credentials: BodyOf<typeof signInCall>) =>
  callContract<typeof signInCall>(
    { method: 'POST', url: '/reception/login' },
    { body: credentials },
    { skipAuth: true, silent: true },
  );

export const fetchUserInfo = () => callContract<typeof userInfo>({ method: 'GET', url: '/reception/getInfo' }, {});

const getRouters = { method: 'GET', url: '/reception/getRouters' } as const;

export const fetchRoutes = () => callContract<typeof routers>(getRouters, { query: {} });

export const fetchStationMenu = (psId: number) => callContract<typeof routers>(getRouters, { query: { menuFlag: 1, psId } });

export const signOut = () => callContract<typeof signOutCall>({ method: 'POST', url: '/logout' }, {}, { silent: true });

export const fetchTodoCount = (options: { signal?: AbortSignal; timeout?: number } = {}) =>
  callData<number>({ url: '/todoitem/count', method: 'POST', params: { isHandle: 0 }, silent: true, ...options });

export const fetchSystemTime = () =>
  callContract<typeof systemTime>({ method: 'GET', url: '/common/systemTime' }, {}, { silent: true });
