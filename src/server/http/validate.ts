import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { messages } from '../../shared/messages';
import { hasUnsafeCharacters } from '../../shared/schemas/text-rules';

const isJsonObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * No text anywhere in a body may carry control or bidi characters (text-rules.ts): PostgreSQL refuses NUL (a 500
 * otherwise), and the others make a stored name read differently from what is shown.
 */
function hasUnsafe(value: unknown): boolean {
  if (typeof value === 'string') return hasUnsafeCharacters(value);
  if (Array.isArray(value)) return value.some(hasUnsafe);
  if (isJsonObject(value))
    return Object.entries(value as object).some(([key, item]) => hasUnsafeCharacters(key) || hasUnsafe(item));
  return false;
}

const fieldName = (issue: v.BaseIssue<unknown>) =>
  (issue.path ?? [])
    .map((item) => String(item.key ?? ''))
    .filter(Boolean)
    .join('.');

/**
 * The first issue in pt-BR. A missing field answers with that field's own message ("Por favor, informe
 * seu email"), not the object's; whatever a schema leaves without a message names the field instead.
 */
function messageOf(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string {
  const field = fieldName(issue);
  const [step] = issue.path ?? [];
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries;
  let message = issue.message;
  if (
    issue.input === undefined &&
    step?.origin === 'key' &&
    issue.expected !== 'never' &&
    entries?.[String(step.key)]
  ) {
    const own = v.safeParse(entries[String(step.key)], undefined, {
      message: messages.http.invalidInput,
      abortEarly: true,
    });
    if (!own.success) message = own.issues[0].message;
  }
  return message === messages.http.invalidInput && field ? messages.http.invalidField(field) : message;
}

/** Validates a request part with a shared valibot schema; refusals answer 400 with the first pt-BR message. */
export function validate<Target extends keyof ValidationTargets, Schema extends v.GenericSchema>(
  target: Target,
  schema: Schema,
) {
  const guarded = v.config(
    v.pipe(
      v.custom<v.InferInput<Schema>>(isJsonObject, messages.http.bodyNotObject),
      v.check((value) => !hasUnsafe(value), messages.http.invalidCharacters),
      schema,
    ),
    { message: messages.http.invalidInput, abortEarly: true },
  );
  return vValidator(target, guarded, (result, c) => {
    if (!result.success) return c.json({ erro: messageOf(schema, result.issues[0]) }, 400);
  });
}
