import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';

export interface PixCodeInput {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** 1 to 25 letters and digits. */
  txid: string;
  description?: string;
}

/** A static BR Code ("Pix copia e cola") for an exact amount; throws when the library refuses the input. */
export function pixCode({ amountCents, ...input }: PixCodeInput): string {
  const code = generatePixPayload({ ...input, amount: amountCents / 100 });
  if (!code) throw new Error('Não foi possível gerar o código Pix com esses dados.');
  return code;
}

/** The city part of "Maceió/AL", as the BR Code wants only the city. */
export function cityForPix(companyCity: string): string {
  return companyCity.split('/')[0].trim() || 'Brasil';
}
