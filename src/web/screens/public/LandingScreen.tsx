import { Container, Title } from '@mantine/core';

export function LandingScreen() {
  return (
    <Container>
      <Title>Registre sua marca</Title>
    </Container>
  );
}
