import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { getToken } from '../session';
import { LoginButton } from './LoginButton';

/** Another tab signing in or out changes the stored token; this one follows. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const isSignedIn = () => getToken() !== null;
/** The prerendered HTML always has "Login", so hydration starts from it. */
const prerenderedAsVisitor = () => false;

/**
 * "Login" for visitors, "Minha conta" for a signed-in customer. Hydrating a prerendered page
 * renders "Login" first and switches after; a header mounted later (a page loading, a client-side
 * navigation) reads the session at once, so a signed-in customer never sees "Login" flash.
 */
export function AccountButton() {
  const signedIn = useSyncExternalStore(subscribeToStorage, isSignedIn, prerenderedAsVisitor);
  return signedIn ? (
    <Button component={Link} to="/home">
      Minha conta
    </Button>
  ) : (
    <LoginButton />
  );
}
