import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundScreen() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>Página não encontrada</Title>
        <Text c="dimmed">O endereço que você abriu não existe ou mudou de lugar.</Text>
        <Button component={Link} to="/">
          Voltar para o início
        </Button>
      </Stack>
    </Container>
  );
}
