import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const LoginModal = lazy(() => import('./LoginModal'));

/** Opens the login modal; the modal and its machine load only when first opened, keeping the landing light. */
export function LoginButton({ planId, label = 'Login', ...props }: ButtonProps & { planId?: number; label?: string }) {
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        {...props}
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LoginModal opened={opened} onClose={() => setOpened(false)} planId={planId} />
        </Suspense>
      )}
    </>
  );
}
