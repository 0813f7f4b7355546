import { useQuery } from '@tanstack/react-query';
import type { VariantPage } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** GET /api/products/slug/{slug}/{variantSlug}: the product plus the requested variant. */
export const useVariantPage = (slug: string, variantSlug: string) =>
  useQuery({
    queryKey: ['product', 'slug', slug, variantSlug],
    queryFn: () =>
      api<VariantPage>(
        `/api/products/slug/${encodeURIComponent(slug)}/${encodeURIComponent(variantSlug)}`,
      ),
  });
