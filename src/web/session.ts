import type { Profile } from '../shared/schemas/profile';

/** The spec's local-storage keys. */
const TOKEN_KEY = 'token';
const USER_KEY = 'UserData';
const USER_ID_KEY = 'userId';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function saveToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function saveSession(token: string, profile: Profile): void {
  saveToken(token);
  saveUser(profile);
}

export function saveUser(profile: Profile): void {
  storage()?.setItem(USER_KEY, JSON.stringify(profile));
  storage()?.setItem(USER_ID_KEY, String(profile.userID));
}

export function getStoredUser(): Profile | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Profile;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  for (const key of [TOKEN_KEY, USER_KEY, USER_ID_KEY]) storage()?.removeItem(key);
}

export function firstName(fullName: string | undefined | null): string {
  return fullName?.trim().split(/\s+/)[0] || 'Usuário';
}
