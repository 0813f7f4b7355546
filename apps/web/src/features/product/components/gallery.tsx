import { useState } from 'react';
import { Group, UnstyledButton } from '@mantine/core';
import { SafeImage } from '../../../components/safe-image.tsx';

/** The product's images: one large, thumbnails below to switch. */
export function Gallery({
  images,
  name,
  onImageClick,
}: {
  images: string[];
  name: string;
  onImageClick?: (url: string) => void;
}) {
  const [index, setIndex] = useState(0);
  const list = images.length > 0 ? images : [''];
  const current = list[Math.min(index, list.length - 1)];
  return (
    <div>
      <SafeImage
        src={current}
        alt={`${name}, photo ${index + 1} of ${list.length}`}
        width={1200}
        height={675}
        priority
        style={{
          width: '100%',
          height: 'auto',
          aspectRatio: '16 / 9',
          borderRadius: 8,
          display: 'block',
        }}
        onClick={() => onImageClick?.(current)}
      />
      {list.length > 1 && (
        <Group gap="xs" mt="xs" role="group" aria-label="Photos">
          {list.map((url, i) => (
            <UnstyledButton
              key={url + i}
              onClick={() => {
                setIndex(i);
                onImageClick?.(url);
              }}
              aria-label={`Show photo ${i + 1}`}
              aria-pressed={i === index}
              style={{
                borderRadius: 6,
                outline: i === index ? '3px solid var(--mantine-color-blue-7)' : undefined,
              }}
            >
              <SafeImage
                src={url}
                alt=""
                width={96}
                height={54}
                style={{ display: 'block', borderRadius: 6 }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </div>
  );
}
