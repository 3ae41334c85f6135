/**
 * The search params of the back office's lists: the URL keeps the search, the page, the order and the open
 * request, so a reload or a shared link shows the same thing. Every route file's validateSearch is in the
 * landing page's download, so this is a few lines of plain code rather than a schema: a bad value falls
 * back to the default instead of failing the page.
 */
export interface AdminListSearch {
  busca?: string;
  pagina?: number;
  ordem?: string;
  direcao?: 'asc' | 'desc';
  /** The request whose modal is open. */
  ver?: number;
  /** The work queue's filters (brands and services) and the page size; Usuários' equipe=sim. */
  status?: string;
  enviado?: 'sim' | 'nao';
  pagamento?: string;
  responsavel?: string;
  atrasado?: '1';
  assinatura?: 'pendente';
  porPagina?: number;
  equipe?: 'sim';
}

export const positiveInteger = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;

// The router reads ?busca=445.754 (typed or pasted by a person) as a number: it is still the text searched.
const text = (value: unknown, max: number) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) || undefined : undefined;

export function validateAdminListSearch(search: Record<string, unknown>): AdminListSearch {
  return {
    busca: text(search.busca, 100),
    pagina: positiveInteger(search.pagina),
    ordem: text(search.ordem, 20),
    direcao: search.direcao === 'asc' || search.direcao === 'desc' ? search.direcao : undefined,
    ver: positiveInteger(search.ver),
    status: text(search.status, 20),
    enviado: search.enviado === 'sim' || search.enviado === 'nao' ? search.enviado : undefined,
    pagamento: text(search.pagamento, 20),
    responsavel: text(search.responsavel, 12),
    atrasado: String(search.atrasado) === '1' ? '1' : undefined,
    assinatura: search.assinatura === 'pendente' ? 'pendente' : undefined,
    porPagina: positiveInteger(search.porPagina),
    equipe: search.equipe === 'sim' ? 'sim' : undefined,
  };
}

/** What the list call needs (the open modal does not change the list). */
export const listDeps = ({ ver: _ver, ...rest }: AdminListSearch) => rest;

type AdminApi = typeof import('./admin-api');

/**
 * The route options every list shares: its search params, the loader keyed on them (the open modal does
 * not reload the list). One copy here instead of one in each route file, all of which
 * the landing page downloads.
 */
export function adminListRoute<Page>(load: (api: AdminApi, deps: ReturnType<typeof listDeps>) => Promise<Page>) {
  return {
    validateSearch: validateAdminListSearch,
    loaderDeps: ({ search }: { search: AdminListSearch }) => listDeps(search),
    // Imported on demand so the admin's API calls stay out of the public pages' download.
    loader: ({ deps }: { deps: ReturnType<typeof listDeps> }) => import('./admin-api').then((api) => load(api, deps)),
  };
}
