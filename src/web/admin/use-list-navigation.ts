import { useNavigate, useRouter } from '@tanstack/react-router';
import type { AdminListSearch } from './admin-search';

export type AdminListPath = '/admin' | '/admin/servicos' | '/admin/usuarios';

/** Changes a list's URL search params (the loader then asks the server), and reloads the list after an update. */
export function useListNavigation(path: AdminListPath, search: AdminListSearch) {
  const navigate = useNavigate();
  const router = useRouter();
  const change = (patch: Partial<AdminListSearch>) => {
    const next: AdminListSearch = { ...search, ...patch };
    // Empty values leave the URL instead of showing as ?busca=
    const clean = Object.fromEntries(
      Object.entries(next).filter(([, value]) => value !== undefined && value !== ''),
    ) as AdminListSearch;
    void navigate({ to: path, search: clean });
  };
  return { change, refresh: () => void router.invalidate() };
}
