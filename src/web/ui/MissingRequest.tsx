import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useToast } from './toast';

/** A flow's address without its request: says so in red and goes back to the customer's list. */
export function MissingRequest({ message, to }: { message: string; to: '/home' | '/servicos' }) {
  const toast = useToast();
  useEffect(() => toast({ color: 'red', message }), [message, toast]);
  return <Navigate to={to} replace />;
}
