/**
 * An iCalendar (RFC 5545) document of all-day events, as calendar apps subscribe to it. Lines end in CRLF and are
 * folded at 75 octets without splitting a character; text values escape what the format reserves.
 */
export interface AllDayEvent {
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
  description: string;
  url?: string;
  /** Reminders, in days before the event's day: each at 9h of that day (the event starts at 0h). */
  alarmDaysBefore: readonly number[];
  alarmText: string;
}

const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/** Continuation lines start with a space, which counts toward their 75 octets. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (iso: string) => iso.replace(/-/g, '');
const basicStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function icalendar(input: { prodId: string; name: string; stamp: Date; events: AllDayEvent[] }): string {
  const stamp = basicStamp(input.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${input.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(input.name)}`,
    `NAME:${escapeText(input.name)}`,
    // Apps that honour it read the feed again twice a day: a new despacho shows up the same day.
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
  ];
  for (const event of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(event.date)}`,
      `DTEND;VALUE=DATE:${basicDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      'TRANSP:TRANSPARENT',
    );
    for (const days of event.alarmDaysBefore)
      lines.push(
        'BEGIN:VALARM',
        'ACTION:DISPLAY',
        `DESCRIPTION:${escapeText(event.alarmText)}`,
        `TRIGGER:-P${days - 1}DT15H`,
        'END:VALARM',
      );
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
