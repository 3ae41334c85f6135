import type { IncomingMessage } from 'node:http';
import { serveLocally } from '../local-server';

export interface GraphRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: {
    messaging_product: string;
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

/**
 * A local stand-in for Meta's Graph API: records every message request and answers as Meta does, a message id on
 * success. `failNext(status)` makes the next answers errors, as Meta's do when it is down or refuses.
 */
export async function startFakeGraphApi() {
  const received: GraphRequest[] = [];
  const failures: number[] = [];
  let next = 1;
  const server = await serveLocally((request, response) => {
    void read(request).then((text) => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text || '{}') as GraphRequest['body'],
      });
      const status = failures.shift();
      response.setHeader('content-type', 'application/json');
      if (status) {
        response.statusCode = status;
        response.end(JSON.stringify({ error: { message: `falha simulada ${status}`, code: 131000 } }));
        return;
      }
      response.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: received.at(-1)!.body.to, wa_id: received.at(-1)!.body.to.replace('+', '') }],
          messages: [{ id: `wamid.teste${next++}` }],
        }),
      );
    });
  });
  return {
    url: server.origin,
    received,
    failNext: (...statuses: number[]) => failures.push(...statuses),
    /** What a message carried: its template and body parameters, in order. */
    templates: () =>
      received.map((request) => ({
        to: request.body.to,
        name: request.body.template.name,
        params: request.body.template.components[0]!.parameters.map((parameter) => parameter.text),
      })),
    close: server.close,
  };
}
