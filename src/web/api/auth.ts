import type { RegisterInput } from '../../shared/schemas/auth';
import { api } from './client';

export const login = (email: string, senha: string) =>
  api<{ token: string }>('/login', { method: 'POST', body: { email, senha } });

export const register = (holder: RegisterInput) =>
  api<{ marcaID: number; userID: number; token: string }>('/register', { method: 'POST', body: holder });

export const forgetPassword = (email: string) =>
  api<{ mensagem: string }>('/forgetPass', { method: 'POST', body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ mensagem: string }>('/resetPass', { method: 'POST', body: { token, newPassword } });
