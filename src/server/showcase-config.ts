import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { sampleClientBrands, sampleTestimonials } from '../shared/sample-showcase';
import { showcaseSchema, type ClientBrand, type Testimonial } from '../shared/showcase';

type Env = Record<string, string | undefined>;

export interface Showcase {
  testimonials: Testimonial[];
  clientBrands: ClientBrand[];
  sample: boolean;
}

/**
 * The landing page's testimonials and client logos from SHOWCASE_FILE. Without the file, only a demo (the sandbox
 * payment provider outside production) shows the invented ones, marked as samples; any real installation shows
 * none: the sections hide.
 */
export function loadShowcase(env: Env, fail: (message: string) => Error): Showcase {
  const file = env.SHOWCASE_FILE?.trim();
  if (!file) {
    const demo = env.NODE_ENV !== 'production' && env.PAYMENT_PROVIDER !== 'mercadopago';
    if (!demo) return { testimonials: [], clientBrands: [], sample: false };
    return { testimonials: sampleTestimonials, clientBrands: sampleClientBrands, sample: true };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fail(`SHOWCASE_FILE (${file}) não pôde ser lido como JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(showcaseSchema, parsed);
  if (!result.success) {
    const issue = result.issues[0];
    throw fail(`SHOWCASE_FILE (${file}) inválido em ${v.getDotPath(issue) ?? 'raiz'}: ${issue.message}`);
  }
  return { testimonials: result.output.depoimentos, clientBrands: result.output.clientes, sample: false };
}
