import { callData } from './request';
import { callContract } from './contractCall';
import type { UserInfo } from './types';
import type { routers } from '../shared/contracts/menu';
import type { systemTime } from '../shared/contracts/system';

export interface Captcha {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

export const fetchCaptcha = () => callData<Captcha>({ url: '/captchaImage', skipAuth: true, silent: true });

export const signIn = (credentials: { username: string; password: string; code?: string; uuid?: string }) =>
  callData<{ csrfToken: string }>({ url: '/reception/login', method: 'POST', data: credentials, skipAuth: true, silent: true });

export const fetchUserInfo = () => callData<UserInfo>({ url: '/reception/getInfo' });

const getRouters = { method: 'GET', url: '/reception/getRouters' } as const;

export const fetchRoutes = () => callContract<typeof routers>(getRouters, { query: {} });

export const fetchStationMenu = (psId: number) => callContract<typeof routers>(getRouters, { query: { menuFlag: 1, psId } });

export const signOut = () => callData<void>({ url: '/logout', method: 'POST', silent: true });

export const fetchTodoCount = (options: { signal?: AbortSignal; timeout?: number } = {}) =>
  callData<number>({ url: '/todoitem/count', method: 'POST', params: { isHandle: 0 }, silent: true, ...options });

export const fetchSystemTime = () =>
  callContract<typeof systemTime>({ method: 'GET', url: '/common/systemTime' }, {}, { silent: true });
