/** A message or label written mid-sentence ("falta a assinatura de …") shown as a line of its own. */
export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
