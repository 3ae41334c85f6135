import { useEffect } from 'react';

/** Keeps the tab title right on client-side navigation (prerendered pages already carry it). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
