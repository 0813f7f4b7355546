import { useState } from 'react';
import { ActionIcon, FileButton, Group, Image, Text, TextInput } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client.ts';
import { uploadMedia } from '../api/upload-media.ts';

/**
 * One image slot: a stored path or URL (or, for further images, a video id) typed in, or a file
 * uploaded (jpg; mp4 too where `video`). Uploads need a saved product (its sku names the file).
 */
export function MediaField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  productId: string | null;
  variant: number;
  slot: number;
  video?: boolean;
  error?: string;
  onRemove?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file || !props.productId) return;
    setBusy(true);
    setUploadError(null);
    try {
      const { url } = await uploadMedia(props.productId, props.variant, props.slot, file);
      props.onChange(url);
    } catch (error) {
      setUploadError(errorMessage(error, 'The upload failed. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  const isImage = /\.(jpe?g|png|svg|webp)$/i.test(props.value);
  return (
    <div>
      <Group align="end" gap="xs" wrap="nowrap">
        {isImage && <Image src={props.value} alt="" w={48} h={36} radius="sm" fit="cover" />}
        <TextInput
          style={{ flex: 1 }}
          label={props.label}
          placeholder={props.video ? '/uploads/… or a video id' : '/uploads/…'}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          error={props.error ?? uploadError}
        />
        <FileButton
          onChange={(f) => void upload(f)}
          accept={props.video ? 'image/jpeg,video/mp4' : 'image/jpeg'}
        >
          {(p) => (
            <ActionIcon
              {...p}
              size="lg"
              variant="light"
              loading={busy}
              disabled={!props.productId}
              aria-label={`Upload ${props.label}`}
              title={props.productId ? `Upload ${props.label}` : 'Save the product first to upload'}
              mb={props.error || uploadError ? 22 : 0}
            >
              ⇪
            </ActionIcon>
          )}
        </FileButton>
        {props.onRemove && (
          <ActionIcon
            size="lg"
            variant="subtle"
            color="red"
            onClick={props.onRemove}
            aria-label={`Remove ${props.label}`}
            mb={props.error || uploadError ? 22 : 0}
          >
            ✕
          </ActionIcon>
        )}
      </Group>
      {!props.productId && (
        <Text size="xs" c="dimmed">
          Save the product first to upload files.
        </Text>
      )}
    </div>
  );
}
