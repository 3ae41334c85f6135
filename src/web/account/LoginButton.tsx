import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { loadAllStyles } from '../ui/load-all-styles';

// The public pages carry only their own components' styles: the modal's come with it.
const LoginModal = lazy(() => Promise.all([import('./LoginModal'), loadAllStyles()]).then(([module]) => module));

/** Opens the login modal; the modal and its machine load only when first opened, keeping the landing light. */
export function LoginButton({ planId, label = 'Login', ...props }: ButtonProps & { planId?: number; label?: string }) {
  const [opens, setOpens] = useState(0);
  return (
    <>
      <Button {...props} onClick={() => setOpens((count) => count + 1)}>
        {label}
      </Button>
      {opens > 0 && (
        <Suspense fallback={null}>
          <LoginModal opens={opens} planId={planId} />
        </Suspense>
      )}
    </>
  );
}
