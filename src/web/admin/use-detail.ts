import { useCallback, useEffect, useState } from 'react';

export type Detail<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/** Loads one request for its modal, again when the id changes; `replace` takes a fresher copy (an update's answer). */
export function useDetail<T>(load: (id: number) => Promise<T>, id: number | undefined) {
  const [detail, setDetail] = useState<Detail<T>>({ status: 'loading' });
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    setDetail({ status: 'loading' });
    load(id).then(
      (value) => current && setDetail({ status: 'ready', value }),
      () => current && setDetail({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, id]);
  const replace = useCallback((value: T) => setDetail({ status: 'ready', value }), []);
  return { detail, replace };
}
