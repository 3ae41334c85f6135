import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearSession } from '../session';
import { useToast, type Toast } from './toast';

/** Where an ended flow goes, with the toast to show on the way and whether the session ends (a 401). */
export interface FlowExit<To extends string = string> {
  to: To;
  hash?: string;
  toast: Toast | null;
  signOut: boolean;
}

/** The one way a flow's layout follows its ended actor out: once, since an actor ends once. */
export function useFlowExit(exit: FlowExit | null): void {
  const toast = useToast();
  const navigate = useNavigate();
  const ended = exit !== null;
  useEffect(() => {
    if (!exit) return;
    if (exit.signOut) clearSession();
    if (exit.toast) toast(exit.toast);
    void navigate({ to: exit.to, hash: exit.hash });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the end matters here: an actor ends once
  }, [ended]);
}
