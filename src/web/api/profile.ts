import type { Profile } from '../../shared/schemas/profile';
import { api } from './client';

export const getProfile = (token?: string) =>
  api<Profile>('/profile/', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

export const updateProfile = (profile: Partial<Profile>) =>
  api<Profile>('/profile/', { method: 'PATCH', body: profile });

/** The current password goes along: a stolen session alone cannot change it. */
export const changePassword = (senhaAtual: string, newPassword: string) =>
  api<{ mensagem: string; token: string }>('/profile/api/changePass', {
    method: 'POST',
    body: { senhaAtual, newPassword },
  });
