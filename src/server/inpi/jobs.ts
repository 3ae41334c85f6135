import type { AppDeps } from '../context';
import { type BackgroundJob, every, realTimers, type Timers } from '../jobs/every';
import { runDeadlineReminders } from './deadline-reminders';
import { runRenewalReminders } from './renewal-reminders';
import { fetchNextRpi } from './rpi-fetch';

const REMINDER_INTERVAL_MS = 3_600_000;

/** The deadline and renewal reminders, hourly (each is sent once, the day it is due), and the RPI fetch when RPI_URL is set. */
export function startInpiJobs(deps: AppDeps, timers: Timers = realTimers): BackgroundJob[] {
  const jobs = [
    every(REMINDER_INTERVAL_MS, 'prazos-inpi', () => runDeadlineReminders(deps), timers),
    every(REMINDER_INTERVAL_MS, 'prorrogacoes', () => runRenewalReminders(deps), timers),
  ];
  if (deps.config.rpi.url) jobs.push(every(deps.config.rpi.intervalMs, 'rpi', () => fetchNextRpi(deps), timers));
  return jobs;
}
