import { api } from './client';

/** "Sair": the server ends the session, so the token stops working even where it was copied. */
export const signOut = () => api<{ mensagem: string }>('/conta/sair', { method: 'POST' });

export const requestEmailChange = (novoEmail: string, senha: string) =>
  api<{ mensagem: string }>('/conta/email', { method: 'POST', body: { novoEmail, senha } });

export const confirmEmailChange = (token: string) =>
  api<{ mensagem: string }>('/conta/email/confirmar', { method: 'POST', body: { token } });

/** The LGPD export: a .zip with meus-dados.json and every file sent. */
export const downloadMyData = () => api('/conta/dados', { responseType: 'blob' });

export const deleteAccount = (senha: string) =>
  api<{ mensagem: string }>('/conta/excluir', { method: 'POST', body: { senha } });
