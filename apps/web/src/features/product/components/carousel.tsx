import { useEffect, useState } from 'react';
import { ActionIcon, Box, Group } from '@mantine/core';
import { CAROUSEL_INTERVAL_MS } from '@jaunt/contract';
import { SafeImage } from '../../../components/safe-image.tsx';

const isVideo = (url: string) => /\.(mp4|webm|ogg)(\?|$)/i.test(url);

/**
 * Images (or a video) that advance every 8 s. Pausable; arrow keys and the buttons move between
 * slides; it stops while the pointer or keyboard focus is inside.
 */
export function Carousel({
  slides,
  label,
  onSlideClick,
}: {
  slides: string[];
  label: string;
  onSlideClick?: (url: string) => void;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = slides.length;
  const running = count > 1 && !paused && !hovered;

  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(t);
  }, [running, count]);

  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const current = slides[index] ?? '';
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      pos="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        if (e.key === 'ArrowLeft') go(-1);
      }}
    >
      <div
        aria-live={running ? 'off' : 'polite'}
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
      >
        {isVideo(current) ? (
          <video
            src={current}
            controls
            muted
            playsInline
            style={{ width: '100%', aspectRatio: '16 / 9', borderRadius: 8 }}
          />
        ) : (
          <SafeImage
            src={current}
            alt={`${label}, photo ${index + 1} of ${count}`}
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
            onClick={() => onSlideClick?.(current)}
          />
        )}
      </div>
      {count > 1 && (
        <Group justify="center" gap="xs" mt="xs">
          <ActionIcon variant="default" onClick={() => go(-1)} aria-label="Previous slide">
            <span aria-hidden>‹</span>
          </ActionIcon>
          <ActionIcon
            variant="default"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Play slides' : 'Pause slides'}
          >
            <span aria-hidden>{paused ? '▶' : '❚❚'}</span>
          </ActionIcon>
          <ActionIcon variant="default" onClick={() => go(1)} aria-label="Next slide">
            <span aria-hidden>›</span>
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
