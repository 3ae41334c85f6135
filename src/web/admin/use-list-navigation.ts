import { useNavigate, useRouter } from '@tanstack/react-router';
import { type AdminListSearch, validateAdminListSearch } from './admin-search';

export type AdminListPath = '/admin' | '/admin/servicos' | '/admin/usuarios';

/** Changes a list's URL search params (the loader then asks the server), and reloads the list after an update. */
export function useListNavigation(path: AdminListPath) {
  const navigate = useNavigate();
  const router = useRouter();
  const change = (patch: Partial<AdminListSearch>) => {
    // Merged into the search the URL has now, not the one this render saw: a filter chosen a moment ago whose list
    // is still loading (the page still shows the previous search) is kept when the typed search arrives.
    void navigate({
      to: path,
      search: (current) => {
        const next: AdminListSearch = { ...validateAdminListSearch(current as Record<string, unknown>), ...patch };
        // Empty values leave the URL instead of showing as ?busca=
        return Object.fromEntries(
          Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
        ) as AdminListSearch;
      },
    });
  };
  return { change, refresh: () => void router.invalidate() };
}
