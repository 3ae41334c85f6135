import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The anchor: Hono alone answering the same JSON the customer list answers, with nothing in between.
const body = JSON.parse(process.env.BARE_BODY ?? '{"marcas":[]}');
const app = new Hono();
app.get('/api/marcas/', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('pronto'));
