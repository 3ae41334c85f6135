import type { AppDeps } from '../context';
import { type BackgroundJob, every } from '../jobs/every';
import { runDeadlineReminders } from './deadline-reminders';
import { fetchNextRpi } from './rpi-fetch';

const REMINDER_INTERVAL_MS = 3_600_000;

/** The deadline reminders, hourly (each is sent once, the day it is due), and the RPI fetch when RPI_URL is set. */
export function startInpiJobs(deps: AppDeps): BackgroundJob[] {
  const jobs = [every(REMINDER_INTERVAL_MS, 'prazos-inpi', () => runDeadlineReminders(deps))];
  if (deps.config.rpi.url) jobs.push(every(deps.config.rpi.intervalMs, 'rpi', () => fetchNextRpi(deps)));
  return jobs;
}
