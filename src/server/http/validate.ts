import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { messages } from '../../shared/messages';

/** Validates a request part with a shared valibot schema; refusals answer 400 with the first pt-BR message. */
export function validate<Target extends keyof ValidationTargets, Schema extends GenericSchema>(target: Target, schema: Schema) {
  return vValidator(target, schema, (result, c) => {
    if (!result.success) return c.json({ erro: result.issues[0]?.message ?? messages.http.invalidInput }, 400);
  });
}
