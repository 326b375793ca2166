import { makeAutoObservable, runInAction } from 'mobx';
import { fetchRoutes, fetchUserInfo, signIn, signOut } from '../api/session';
import type { MenuRoute, UserInfo } from '../api/types';
import { clearToken, readToken, writeToken } from '../api/tokenStorage';
import { ADMINISTRATOR_ROLES, hasPermission, hasRole } from './permissionRules';
import { LANGUAGE_KEY } from '../api/language';

/** Who is signed in, what they may do and which routes the server gave them. */
export class SessionStore {
  token: string | null = readToken();
  user: UserInfo['user'] | null = null;
  roles: string[] = [];
  permissions: string[] = [];
  routes: MenuRoute[] = [];
  /** The server said the session expired; the app asks the user to sign in again. */
  expired = false;

  constructor() {
    makeAutoObservable(this);
  }

  get isAdministrator(): boolean {
    return this.roles.some((r) => ADMINISTRATOR_ROLES.includes(r));
  }

  hasRole(...wanted: string[]): boolean {
    return hasRole(this.roles, wanted);
  }

  hasPermission(...wanted: string[]): boolean {
    return hasPermission(this.permissions, wanted);
  }

  /** The personal centre changed the user's name or avatar: the bar shows it at once. */
  patchUser(changes: Partial<Pick<UserInfo['user'], 'nickName' | 'avatar'>>): void {
    if (this.user) this.user = { ...this.user, ...changes };
  }

  async signIn(credentials: { username: string; password: string; code?: string; uuid?: string }): Promise<void> {
    const { csrfToken: token } = await signIn({ ...credentials, username: credentials.username.trim() });
    writeToken(token);
    runInAction(() => {
      this.token = token;
      this.expired = false;
    });
  }

  /** getInfo then getRouters; on failure the caller signs out (spec-digest 000 §4). */
  async loadUser(): Promise<void> {
    const info = await fetchUserInfo();
    const routes = await fetchRoutes();
    runInAction(() => {
      this.user = info.user;
      this.roles = info.roles.length ? info.roles : ['ROLE_DEFAULT'];
      this.permissions = info.permissions;
      this.routes = routes;
    });
  }

  markExpired(): void {
    this.expired = true;
  }

  dismissExpired(): void {
    this.expired = false;
  }

  /** Revokes the token, forgets everything but the language, and returns the path to go to. */
  async signOut(): Promise<string> {
    const target = this.user?.deptId === 2 ? '/loginsk' : '/';
    if (this.token) await signOut().catch(() => undefined);
    this.forget();
    return target;
  }

  forget(): void {
    const language = localStorage.getItem(LANGUAGE_KEY);
    clearToken();
    localStorage.clear();
    sessionStorage.clear();
    if (language) localStorage.setItem(LANGUAGE_KEY, language);
    this.token = null;
    this.user = null;
    this.roles = [];
    this.permissions = [];
    this.routes = [];
  }
}
