import { useState } from 'react';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EXPERIENCE_NAME_MAX } from '@jaunt/contract';
import { useMarketSegment } from '../../../lib/markets.ts';
import { usePartner, usePartnerSearch } from '../api/experience-search.ts';
import { localId, type DraftExperience } from '../lib/featured-draft.ts';

/** Pick a partner (search by name in the market) and one of its variants, then add it. */
export function ExperiencePicker({
  market,
  listTitle,
  onAdd,
}: {
  market: string;
  listTitle: string;
  onAdd: (x: DraftExperience) => void;
}) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [variantSku, setVariantSku] = useState<string | null>(null);
  const results = usePartnerSearch(market, q);
  const partner = usePartner(partnerId);
  const segment = useMarketSegment();
  const p = partner.data;
  const variant = p?.variants.find((v) => v.experienceSku === variantSku) ?? null;

  const add = () => {
    if (!p) return;
    onAdd({
      _id: localId(),
      name: (variant?.name ?? p.name).slice(0, EXPERIENCE_NAME_MAX),
      experienceSku: variant?.experienceSku ?? p.sku,
      description: variant?.description ?? p.info,
      category: p.category?.name ?? '',
      image: variant?.image || p.featuredImage,
      city: p.city,
      url: `/${segment(p.market)}/${p.slug}${variant ? `/${variant.slug}` : ''}`,
      price: variant?.price ?? p.lowestPrice,
      active: variant ? variant.active && p.active : p.active,
      partnerName: p.name,
    });
    setPartnerId(null);
    setVariantSku(null);
    setText('');
  };

  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={`Find a partner for ${listTitle || 'this list'}`}
          placeholder="Partner name"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          size="xs"
          w={200}
        />
        <Select
          label="Partner"
          size="xs"
          w={220}
          placeholder={results.isFetching ? 'Searching...' : 'Choose a partner'}
          data={(results.data ?? []).map((r) => ({ value: r._id, label: r.name ?? r._id }))}
          value={partnerId}
          onChange={(v) => {
            setPartnerId(v);
            setVariantSku(null);
          }}
          nothingFoundMessage="No partner found"
          searchable
        />
        <Select
          label="Variant"
          size="xs"
          w={220}
          disabled={!p}
          placeholder="Whole partner"
          data={(p?.variants ?? []).map((v) => ({ value: v.experienceSku, label: v.name }))}
          value={variantSku}
          onChange={setVariantSku}
          clearable
        />
        <Button size="xs" onClick={add} disabled={!p}>
          Add experience
        </Button>
      </Group>
    </Stack>
  );
}
