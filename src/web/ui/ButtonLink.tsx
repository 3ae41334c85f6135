import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & ElementProps<'a'>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));

/** A Mantine button that is a typed router link (to, search and hash checked against the route tree). */
export const ButtonLink = createLink(ButtonAnchor);
