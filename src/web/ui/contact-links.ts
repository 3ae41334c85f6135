/** "+55 (82) 99999-0000" → "tel:+5582999990000". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Which network the configured social profile is on, to pick its icon and label. */
export function socialNetwork(url: string): { network: string; label: string } {
  const host = /^https?:\/\/(?:www\.)?([^/]+)/i.exec(url.trim())?.[1]?.toLowerCase() ?? '';
  const known: Record<string, string> = {
    instagram: 'Instagram',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    tiktok: 'TikTok',
  };
  const network = Object.keys(known).find((name) => host.includes(`${name}.`)) ?? 'outra';
  return { network, label: known[network] ?? 'Redes sociais' };
}
