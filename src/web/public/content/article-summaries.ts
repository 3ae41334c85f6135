/** What the landing page's blog teaser needs; the full texts live in articles.ts (loaded by /blog only). */
export interface ArticleSummary {
  slug: string;
  title: string;
  author: string;
  /** ISO date, fixed: the same on the server and in the browser. */
  date: string;
  excerpt: string;
}

export const articleSummaries: ArticleSummary[] = [
  {
    slug: 'quanto-custa-registrar-uma-marca',
    title: 'Quanto custa registrar uma marca no INPI?',
    author: 'Equipe de especialistas em marcas',
    date: '2025-10-06',
    excerpt: 'Entenda as taxas oficiais do INPI em vigor, o desconto de 50% e o que está incluído em cada plano.',
  },
  {
    slug: 'por-que-registrar-sua-marca',
    title: 'Por que registrar a sua marca?',
    author: 'Equipe de especialistas em marcas',
    date: '2025-12-01',
    excerpt:
      'Nome de empresa na Junta Comercial não é marca registrada. Veja o que você ganha, e o que arrisca perder.',
  },
  {
    slug: 'cuidados-antes-de-abrir-uma-empresa',
    title: 'Cuidados com a marca antes de abrir uma empresa',
    author: 'Equipe de atendimento',
    date: '2026-03-16',
    excerpt: 'Antes do CNPJ, da fachada e do Instagram: a checagem que evita trocar de nome depois de investir.',
  },
  {
    slug: 'como-registrar-uma-musica',
    title: 'Como registrar uma música e o nome da sua banda',
    author: 'Equipe de especialistas em marcas',
    date: '2026-06-08',
    excerpt: 'Direito autoral protege a canção; a marca protege o nome artístico. Saiba onde registrar cada um.',
  },
];
