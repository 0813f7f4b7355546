import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  FEATURE_DESCRIPTION_MAX,
  FEATURE_DESCRIPTION_MIN,
  FEATURE_TITLE_MAX,
  type FeaturedPage,
} from '@jaunt/contract';
import { confirmDelete } from '../../../components/data-table/data-table.tsx';
import { useDeleteFeaturedPage, useSaveFeaturedPage } from '../api/featured-pages.ts';
import { useMarketSegment } from '../../../lib/markets.ts';
import { slugify, toBody, toDraft, type Draft } from '../lib/featured-draft.ts';
import { saveErrorText } from '../lib/save-error.ts';
import { CharCount } from './char-count.tsx';
import { ContentItemsEditor } from './content-items-editor.tsx';
import { ListsEditor } from './lists-editor.tsx';

interface Props {
  page: FeaturedPage | null;
  market: string;
  otherPages: FeaturedPage[];
  onSaved: (page: FeaturedPage) => void;
  onDeleted: () => void;
}

/** Create or edit one feature page; Save is disabled without a page title. */
export function FeaturedPageForm({ page, market, otherPages, onSaved, onDeleted }: Props) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(page, market, otherPages.length));
  const [error, setError] = useState('');
  const save = useSaveFeaturedPage();
  const remove = useDeleteFeaturedPage();
  const segment = useMarketSegment();
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const titleTooLong = draft.pageTitle.length > FEATURE_TITLE_MAX;

  const onSave = async () => {
    setError('');
    try {
      const saved = await save.mutateAsync({ id: draft._id, body: toBody(draft) });
      notifications.show({ color: 'teal', message: 'Feature page saved' });
      setDraft(toDraft(saved, saved.market));
      onSaved(saved);
    } catch (e) {
      setError(saveErrorText(e));
    }
  };

  /** The active toggle of a saved page saves at once and reverts when the server refuses. */
  const onToggle = async (active: boolean) => {
    set('active', active);
    if (!draft._id) return;
    try {
      await save.mutateAsync({ id: draft._id, body: { active } });
    } catch (e) {
      set('active', !active);
      notifications.show({ color: 'red', message: saveErrorText(e) });
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
      noValidate
      aria-label="Feature page"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <div>
            <TextInput
              label="Page title"
              required
              value={draft.pageTitle}
              error={titleTooLong ? `At most ${FEATURE_TITLE_MAX} characters` : undefined}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setDraft((d) => ({
                  ...d,
                  pageTitle: v,
                  slug: d._id || d.slug !== slugify(d.pageTitle) ? d.slug : slugify(v),
                }));
              }}
            />
            <CharCount value={draft.pageTitle} max={FEATURE_TITLE_MAX} />
          </div>
          <TextInput
            label="Slug"
            required
            value={draft.slug}
            onChange={(e) => set('slug', e.currentTarget.value)}
          />
        </SimpleGrid>
        <div>
          <Textarea
            label="Page description"
            autosize
            minRows={2}
            value={draft.pageDescription}
            error={
              draft.pageDescription.length > FEATURE_DESCRIPTION_MAX
                ? `At most ${FEATURE_DESCRIPTION_MAX} characters`
                : undefined
            }
            onChange={(e) => set('pageDescription', e.currentTarget.value)}
          />
          <CharCount
            value={draft.pageDescription}
            max={FEATURE_DESCRIPTION_MAX}
            min={FEATURE_DESCRIPTION_MIN}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Page image URL"
            value={draft.pageImage}
            onChange={(e) => set('pageImage', e.currentTarget.value)}
          />
          <NumberInput
            label="Position"
            allowNegative={false}
            allowDecimal={false}
            value={draft.position}
            onChange={(v) => set('position', Number(v) || 0)}
          />
          <Switch
            mt="lg"
            label="Active"
            checked={draft.active}
            onChange={(e) => void onToggle(e.currentTarget.checked)}
          />
          <TextInput
            label="Button text"
            value={draft.buttonText}
            onChange={(e) => set('buttonText', e.currentTarget.value)}
          />
          <TextInput
            label="Button URL"
            value={draft.buttonUrl}
            onChange={(e) => set('buttonUrl', e.currentTarget.value)}
          />
          <TextInput
            label="Related title"
            value={draft.relatedTitle}
            onChange={(e) => set('relatedTitle', e.currentTarget.value)}
          />
        </SimpleGrid>
        <MultiSelect
          label="Related pages"
          data={otherPages
            .filter((p) => p._id !== draft._id)
            .map((p) => ({ value: p._id, label: p.pageTitle }))}
          value={draft.related}
          onChange={(v) => set('related', v)}
          searchable
        />
        <Divider />
        <ListsEditor market={draft.market} lists={draft.lists} onChange={(l) => set('lists', l)} />
        <Divider />
        <ContentItemsEditor items={draft.contentItems} onChange={(c) => set('contentItems', c)} />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!draft.pageTitle.trim()}>
              Save
            </Button>
            {draft._id && (
              <Anchor
                href={`/${segment(draft.market)}/feature/${draft.slug}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Preview page
              </Anchor>
            )}
          </Group>
          {page && (
            <Button
              color="red"
              variant="light"
              onClick={() =>
                confirmDelete(`Delete the feature page "${page.pageTitle}"?`, async () => {
                  try {
                    await remove.mutateAsync(page);
                    notifications.show({ color: 'teal', message: 'Feature page deleted' });
                    onDeleted();
                  } catch (e) {
                    notifications.show({ color: 'red', message: saveErrorText(e) });
                  }
                })
              }
            >
              Delete page
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
