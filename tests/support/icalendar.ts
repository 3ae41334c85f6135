import ICAL from 'ical.js';

/** An event of a feed as a calendar app reads it. */
export interface CalendarEvent {
  uid: string;
  summary: string;
  description: string;
  /** YYYY-MM-DD of an all-day start (DTSTART;VALUE=DATE); null for a start with a time. */
  allDayStart: string | null;
  stamped: boolean;
  /** Each reminder's offset from the start, in seconds (negative: before). */
  alarms: number[];
}

/** Parses an iCalendar document with ical.js, a full RFC 5545 parser: a malformed feed throws. */
export function readCalendar(text: string): { name: string; events: CalendarEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((event) => {
    const start = event.getFirstPropertyValue('dtstart');
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      description: String(event.getFirstPropertyValue('description')),
      allDayStart: start instanceof ICAL.Time && start.isDate ? start.toString() : null,
      stamped: event.getFirstPropertyValue('dtstamp') instanceof ICAL.Time,
      alarms: event
        .getAllSubcomponents('valarm')
        .map((alarm) => alarm.getFirstPropertyValue('trigger'))
        .map((trigger) => (trigger instanceof ICAL.Duration ? trigger.toSeconds() : Number.NaN)),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}
