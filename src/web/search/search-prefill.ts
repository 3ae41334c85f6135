/**
 * The query of a public search, kept for the Busca de anterioridade bought from its results: the service's form
 * opens with the name and class already filled in. Kept in this tab only, and used once.
 */
const KEY = 'busca:preenchimento';

export interface SearchPrefill {
  nomeMarca: string;
  segmento: string;
}

const storage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

export function keepSearchPrefill(prefill: SearchPrefill): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(prefill));
  } catch {
    // Private mode without storage: the form simply opens empty.
  }
}

/** The kept query, forgotten as it is read. */
export function takeSearchPrefill(): SearchPrefill | null {
  try {
    const text = storage()?.getItem(KEY);
    storage()?.removeItem(KEY);
    const value = text ? (JSON.parse(text) as Partial<SearchPrefill>) : null;
    return value && typeof value.nomeMarca === 'string'
      ? { nomeMarca: value.nomeMarca, segmento: typeof value.segmento === 'string' ? value.segmento : '' }
      : null;
  } catch {
    return null;
  }
}
