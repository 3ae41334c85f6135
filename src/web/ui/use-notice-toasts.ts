import { useEffect } from 'react';
import { useToast } from './toast';

interface NoticeActor {
  getSnapshot(): { context: { notice: string | null }; status: string };
  subscribe(listener: (snapshot: { context: { notice: string | null }; status: string }) => void): {
    unsubscribe(): void;
  };
}

/** Shows each success message a flow's machine sets (a save, an upload) once, as it happens, while the flow runs. */
export function useNoticeToasts(actor: NoticeActor) {
  const toast = useToast();
  useEffect(() => {
    let previous = actor.getSnapshot().context.notice;
    const subscription = actor.subscribe((snapshot) => {
      const { notice } = snapshot.context;
      if (notice && notice !== previous && snapshot.status === 'active') toast({ color: 'green', message: notice });
      previous = notice;
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);
}
