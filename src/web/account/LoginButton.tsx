import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { lazyComponent } from '../ui/lazy-component';
import { loadAllStyles } from '../ui/load-all-styles';

// The public pages carry only their own components' styles: the modal's come with it.
const LoginModal = lazyComponent(() =>
  Promise.all([import('./LoginModal'), loadAllStyles()]).then(([module]) => module.default),
);

/** Opens the login modal; the modal and its machine load only when first opened, keeping the landing light. */
export function LoginButton({ planId, label = 'Login', ...props }: ButtonProps & { planId?: number; label?: string }) {
  const [opens, setOpens] = useState(0);
  return (
    <>
      <Button {...props} onClick={() => setOpens((count) => count + 1)}>
        {label}
      </Button>
      {opens > 0 && <LoginModal opens={opens} planId={planId} />}
    </>
  );
}
