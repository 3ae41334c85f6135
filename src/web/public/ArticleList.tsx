import { Anchor, Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { articles } from './content/articles';
import { formatDatePtBr } from './content/format-date';
import { scrollToSection } from '../ui/motion';

/** The blog's articles: each expands in place, and opening one closes the other. */
export function ArticleList() {
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  // /blog#slug (from the landing page's teaser) opens that article once the page is interactive.
  useEffect(() => {
    const slug = decodeURIComponent(window.location.hash.slice(1));
    if (!articles.some((article) => article.slug === slug)) return;
    setOpenSlug(slug);
    window.setTimeout(() => scrollToSection(slug), 50);
  }, []);

  // Closing a long article above can leave the opened one out of sight: bring it back.
  const show = (slug: string | null) => {
    setOpenSlug(slug);
    if (!slug) return;
    window.setTimeout(() => {
      const top = document.getElementById(slug)?.getBoundingClientRect().top ?? 0;
      if (top < 0) scrollToSection(slug);
    }, 250);
  };

  return (
    <Stack gap="lg">
      {articles.map((article) => {
        const expanded = openSlug === article.slug;
        const bodyId = `${article.slug}-texto`;
        return (
          <Card
            key={article.slug}
            id={article.slug}
            component="article"
            withBorder
            radius="lg"
            padding="xl"
            shadow="xs"
            style={{ scrollMarginTop: 80 }}
          >
            <Stack gap="xs">
              <Title order={3} fz={{ base: 20, sm: 22 }}>
                {article.title}
              </Title>
              <Text size="sm" c="dimmed">
                Por {article.author} · <time dateTime={article.date}>{formatDatePtBr(article.date)}</time>
              </Text>
              <Text>{article.excerpt}</Text>
              <Collapse expanded={expanded} keepMountedMode="display-none" id={bodyId}>
                <Stack gap="md" pt="sm">
                  {article.paragraphs.map((paragraph) => (
                    <Text key={paragraph} lh={1.7}>
                      {paragraph}
                    </Text>
                  ))}
                  {article.links.map((link) => (
                    <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" fw={600}>
                      <Group gap={6} component="span">
                        {link.label}
                        <IconExternalLink size={16} aria-hidden />
                      </Group>
                    </Anchor>
                  ))}
                </Stack>
              </Collapse>
              <Group>
                <Button
                  variant={expanded ? 'subtle' : 'light'}
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  rightSection={
                    expanded ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />
                  }
                  onClick={() => show(expanded ? null : article.slug)}
                >
                  {expanded ? 'Recolher artigo' : 'Ler artigo completo'}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
