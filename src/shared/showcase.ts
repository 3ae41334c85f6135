import * as v from 'valibot';

/**
 * The landing page's testimonials and client logos: configuration an operator fills (SHOWCASE_FILE, a JSON
 * file) or leaves empty, and then the sections are not shown. Images are paths on this site or data: URLs,
 * which the content security policy allows.
 */
const imageSource = v.pipe(
  v.string(),
  v.regex(/^(\/[^/]|data:image\/)/, 'use um caminho do site (/...) ou uma URL data:image'),
);

export const testimonialSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  location: v.pipe(v.string(), v.trim()),
  avatar: v.optional(imageSource),
  /** 1 to 5 stars. */
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text: v.pipe(v.string(), v.trim(), v.minLength(1)),
});

export const clientBrandSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1)),
  logo: imageSource,
});

export const showcaseSchema = v.object({
  depoimentos: v.optional(v.array(testimonialSchema), []),
  clientes: v.optional(v.array(clientBrandSchema), []),
});

export type Testimonial = v.InferOutput<typeof testimonialSchema>;
export type ClientBrand = v.InferOutput<typeof clientBrandSchema>;
