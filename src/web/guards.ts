import { redirect } from '@tanstack/react-router';
import { errorStatus } from './api/client';
import { getProfile } from './api/profile';
import { clearSession, getToken, saveUser } from './session';
import type { Profile } from '../shared/schemas/profile';

/** Customer and admin pages: without a token, go to /login. */
export function requireToken(): void {
  if (!getToken()) throw redirect({ to: '/login' });
}

/** Loads the signed-in profile; a rejected token (or, for admin pages, a non-admin) clears the session and goes to /login. */
export async function loadProfile(options: { admin?: boolean } = {}): Promise<Profile> {
  requireToken();
  let profile: Profile;
  try {
    profile = await getProfile();
  } catch (error) {
    // The spec sends admins to /login on any failure; a customer keeps the session through a network hiccup.
    if (!options.admin && errorStatus(error) !== 401) throw error;
    clearSession();
    throw redirect({ to: '/login' });
  }
  if (options.admin && !profile.IsAdmin) {
    clearSession();
    throw redirect({ to: '/login' });
  }
  saveUser(profile);
  return profile;
}
