import { useCallback, useState } from 'react';
import { useDetail } from '../use-detail';

/** A list loaded on mount and again on `reload()` (after an upload or a decision). */
export function useReloadableList<T>(load: () => Promise<T>) {
  const [version, setVersion] = useState(1);
  const loadVersion = useCallback(() => load(), [load]);
  const { detail } = useDetail(loadVersion, version);
  return { detail, reload: () => setVersion((value) => value + 1) };
}
