import { api } from './client';

/** Whose calendar: the customer's marks, or every open deadline (staff). */
export type CalendarScope = 'cliente' | 'equipe';

const base = (scope: CalendarScope) => (scope === 'equipe' ? '/admin/agenda' : '/agenda');

export const calendarAddress = (scope: CalendarScope) => api<{ url: string }>(base(scope)).then((answer) => answer.url);
export const renewCalendarAddress = (scope: CalendarScope) =>
  api<{ url: string }>(`${base(scope)}/renovar`, { method: 'POST' }).then((answer) => answer.url);
