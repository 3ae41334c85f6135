import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { articleSummaries } from './content/article-summaries';
import { formatDatePtBr } from './content/format-date';
import { sectionTexts } from './content/landing';
import { Reveal } from '../ui/Reveal';
import { AutoGrid, Panel } from '../ui/ui';

export const TEASER_ARTICLES = 3;

export function BlogTeaser() {
  return (
    <Stack gap={40} align="center">
      <AutoGrid min={300} w="100%">
        {articleSummaries.slice(0, TEASER_ARTICLES).map((article, index) => (
          <Reveal key={article.slug} delayMs={index * 100}>
            <Panel component="article">
              <Stack gap="sm" h="100%">
                <Text size="xs" c="dimmed" component="time" dateTime={article.date}>
                  {formatDatePtBr(article.date)}
                </Text>
                <Title order={3} fz={19}>
                  {article.title}
                </Title>
                <Text c="dimmed" size="sm" style={{ flex: 1 }}>
                  {article.excerpt}
                </Text>
                <Anchor
                  component={Link}
                  to="/blog"
                  hash={article.slug}
                  fw={600}
                  size="sm"
                  aria-label={`Ler artigo: ${article.title}`}
                  className="standalone-link"
                >
                  Ler artigo →
                </Anchor>
              </Stack>
            </Panel>
          </Reveal>
        ))}
      </AutoGrid>
      <Button
        component={Link}
        to="/blog"
        size="md"
        variant="outline"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {sectionTexts.blog.action}
      </Button>
    </Stack>
  );
}
