import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '../search/SearchScreen';
import { searchPageSchema } from '../search/search-query';

export const Route = createFileRoute('/busca')({ validateSearch: searchPageSchema, component: SearchScreen });
