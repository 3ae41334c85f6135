import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { getToken } from '../session';
import { LoginButton } from './LoginButton';

/**
 * "Login" for visitors, "Minha conta" for a signed-in customer. The prerendered HTML always has
 * "Login"; the stored session is read only after hydration, so the first render matches it.
 */
export function AccountButton() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(getToken() !== null), []);
  return signedIn ? (
    <Button component={Link} to="/home">
      Minha conta
    </Button>
  ) : (
    <LoginButton />
  );
}
