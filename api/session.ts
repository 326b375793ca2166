import { callData } from './request';
import type { MenuRoute, UserInfo } from './types';

export interface Captcha {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

export const fetchCaptcha = () => callData<Captcha>({ url: '/captchaImage', skipAuth: true, silent: true });

export const signIn = (credentials: { username: string; password: string; code?: string; uuid?: string }) =>
  callData<{ csrfToken: string }>({ url: '/reception/login', method: 'POST', data: credentials, skipAuth: true, silent: true });

export const fetchUserInfo = () => callData<UserInfo>({ url: '/reception/getInfo' });

export const fetchRoutes = () => callData<MenuRoute[]>({ url: '/reception/getRouters' });

export const fetchStationMenu = (psId: number) =>
  callData<MenuRoute[]>({ url: '/reception/getRouters', params: { menuFlag: 1, psId } });

export const signOut = () => callData<void>({ url: '/logout', method: 'POST', silent: true });

export const fetchTodoCount = (options: { signal?: AbortSignal; timeout?: number } = {}) =>
  callData<number>({ url: '/todoitem/count', method: 'POST', params: { isHandle: 0 }, silent: true, ...options });

export const fetchSystemTime = () => callData<{ timestamp: number }>({ url: '/common/systemTime', silent: true });
