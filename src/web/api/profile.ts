import type { Profile } from '../../shared/schemas/profile';
import { api } from './client';

export const getProfile = (token?: string) =>
  api<Profile>('/profile/', token ? { headers: { Authorization: `Bearer ${token}` } } : {});

export const updateProfile = (profile: Partial<Profile>) => api<Profile>('/profile/', { method: 'PATCH', body: profile });

export const changePassword = (newPassword: string) =>
  api<{ mensagem: string; token: string }>('/profile/api/changePass', { method: 'POST', body: { newPassword } });
