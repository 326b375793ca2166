/** Where the sign-in token lives: local storage under one fixed key (spec 000 §9). */
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
