import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../../src/shared/public-config';
import { articleSummaries } from '../../src/web/public/content/article-summaries';
import { articles } from '../../src/web/public/content/articles';
import { faq } from '../../src/web/public/content/faq';
import { chatMessages, serviceHighlights, steps } from '../../src/web/public/content/landing';
import { termsClauses, termsIntro } from '../../src/web/public/content/terms';
import {
  sampleClientBrands as clientBrands,
  sampleTestimonials as testimonials,
} from '../../src/shared/sample-showcase';

const publicDir = fileURLToPath(new URL('../../src/web/static', import.meta.url));
const terms = termsClauses(defaultPublicConfig);
const allText = [
  ...articles.flatMap((article) => [article.title, article.excerpt, ...article.paragraphs]),
  ...faq.flatMap((item) => [item.question, ...item.answer]),
  ...terms.flatMap((clause) => [clause.title, ...clause.paragraphs]),
  ...testimonials.map((item) => item.text),
].join('\n');

describe('public content', () => {
  it('has the sections the spec counts', () => {
    expect(serviceHighlights).toHaveLength(3);
    expect(steps).toHaveLength(4);
    expect(articles).toHaveLength(4);
    expect(faq).toHaveLength(11);
    expect(terms).toHaveLength(11);
    expect(testimonials).toHaveLength(3);
  });

  it('gives every article a title, author, fixed date and several paragraphs', () => {
    expect(articles.map((article) => article.slug)).toEqual(articleSummaries.map((summary) => summary.slug));
    for (const article of articles) {
      expect(article.title).not.toBe('');
      expect(article.author).not.toBe('');
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.paragraphs.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('rates testimonials from 1 to 5 and has their avatars', () => {
    for (const testimonial of testimonials) {
      expect(Number.isInteger(testimonial.rating)).toBe(true);
      expect(testimonial.rating).toBeGreaterThanOrEqual(1);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
      expect(testimonial.location).toMatch(/, [A-Z]{2}$/);
      expect(existsSync(publicDir + testimonial.avatar!)).toBe(true);
    }
  });

  it('has a logo file for every client brand', () => {
    expect(clientBrands.length).toBeGreaterThanOrEqual(6);
    for (const brand of clientBrands) expect(existsSync(publicDir + brand.logo)).toBe(true);
  });

  it('quotes current INPI fees, never the stale 2012 table', () => {
    const fees = faq[1].answer.join(' ');
    expect(fees).toContain('R$ 880,00');
    expect(fees).toContain('R$ 440,00');
    expect(fees).toContain('R$ 1.720,00');
    expect(fees).toContain('R$ 860,00');
    expect(fees).toContain('20/09/2025');
    for (const stale of ['R$ 142', 'R$ 355', 'R$ 298', 'R$ 755', 'R$142', 'R$355', 'R$298', 'R$755']) {
      expect(allText).not.toContain(stale);
    }
  });

  it('writes the terms the spec asks for', () => {
    const text = terms.flatMap((clause) => clause.paragraphs).join(' ');
    expect(text).toContain('15 (quinze) dias úteis');
    expect(text).toContain('1 (uma) semana');
    expect(text).toMatch(/não há reembolso/);
    expect(text).toMatch(/cada classe adicional custará apenas a retribuição oficial/);
    expect(terms[10].paragraphs.join(' ')).toContain('Maceió/AL');
    expect(
      termsIntro({ ...defaultPublicConfig, companyName: 'Empresa Teste Ltda.', companyCnpj: '12.345.678/0001-95' }),
    ).toContain('Empresa Teste Ltda., inscrita no CNPJ sob o nº 12.345.678/0001-95');
  });

  it('is Portuguese text, with no placeholders left', () => {
    expect(allText).not.toMatch(/lorem|ipsum/i);
    expect(allText).not.toMatch(/\bundefined\b|\bNaN\b|TODO/);
    expect(chatMessages.corporate('Corporativo')).toContain('Corporativo');
  });
});
