import type { RegisterInput } from '../../shared/schemas/auth';
import { api } from './client';

export const login = (email: string, senha: string) =>
  api<{ token: string }>('/login', { method: 'POST', body: { email, senha } });

/** Signs up and opens the first order: the answer's marcaID and userID named orderId and userId past this edge. */
export const register = ({ planId, ...holder }: Omit<RegisterInput, 'planoID'> & { planId: number }) =>
  api<{ marcaID: number; userID: number; token: string }>('/register', {
    method: 'POST',
    body: { ...holder, planoID: planId },
  }).then(({ marcaID, userID, token }) => ({ orderId: marcaID, userId: userID, token }));

export const forgetPassword = (email: string) =>
  api<{ mensagem: string }>('/forgetPass', { method: 'POST', body: { email } });

export const resetPassword = (token: string, newPassword: string) =>
  api<{ mensagem: string }>('/resetPass', { method: 'POST', body: { token, newPassword } });
