import { generateCpf } from '@brazilian-utils/brazilian-utils';

export interface Customer {
  fullName: string;
  email: string;
  password: string;
  token: string;
}

let created = 0;

/** Signs up a new customer through the real API (POST /api/register), with a unique e-mail and a valid CPF. */
export async function registerCustomer(
  baseUrl: string,
  fullName = 'Maria da Silva Souza',
  emailLocalPart = 'cliente',
): Promise<Customer> {
  created += 1;
  const email = `${emailLocalPart}.${Date.now()}.${created}@exemplo.com.br`;
  const password = 'senha-forte-123';
  const answer = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, email, cpf: generateCpf(), phone: '(82) 99876-5432', password, planoID: 1 }),
  });
  const body = (await answer.json()) as { token?: string; erro?: string };
  if (!answer.ok || !body.token)
    throw new Error(`POST /api/register answered ${answer.status}: ${JSON.stringify(body)}`);
  return { fullName, email, password, token: body.token };
}
