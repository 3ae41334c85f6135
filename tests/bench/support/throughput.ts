import autocannon from 'autocannon';

export const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Discarded load before each measurement: right after a start the code is not optimised yet (about a third of the
 * later rate) and the server's background jobs make their first passes a second after it listens.
 */
const WARM_UP_SECONDS = 6;

/**
 * Requests per second answered 2xx by `url` under CONNECTIONS connections, after the warm-up. Anything else fails
 * the figure loudly: a refusal, an error or a request left unanswered, and above all no answer at all, which
 * autocannon would report as 0 req/s.
 */
export async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count} × ${status}`)
    .join(', ');
  const problems = [
    result.non2xx > 0 && `${result.non2xx} respostas fora de 2xx (${statuses})`,
    result.errors > 0 && `${result.errors} erros de conexão (${result.timeouts} sem resposta em 10 s)`,
    result['2xx'] === 0 && `nenhuma resposta 2xx em ${SECONDS} s: o servidor não respondeu`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`VAZÃO NÃO MEDIDA em ${url}: ${problems.join('; ')}`);
  return result.requests.average;
}
