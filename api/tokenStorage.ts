/**
 * What the page keeps of a sign-in: the session's anti-forgery token, under one fixed key (spec-digest 000 §9).
 * The session itself lives in an HttpOnly cookie that no script can read; this token only proves that a write
 * comes from a portal page, and tells the router that a session was started.
 */
export const TOKEN_KEY = 'Portal-Token';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}
