import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Skeleton, UnstyledButton } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { STATIC_MAP_HEIGHT, ZOOM } from '@jaunt/contract';

const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

/**
 * A small still map (height 360, zoom 15) that expands into an interactive one on click. Leaflet
 * (42 KB gzip) loads when the map comes within a screen of the viewport, not with the page.
 */
export function StaticMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const [expanded, setExpanded] = useState(false);
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '100% 0px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  const map =
    near || expanded ? (
      <Suspense fallback={<Skeleton h="100%" />}>
        <LeafletMap
          lat={lat}
          lng={lng}
          zoom={expanded ? ZOOM.map : ZOOM.static}
          interactive={expanded}
          label={`Map: ${label}`}
        />
      </Suspense>
    ) : (
      <Skeleton h="100%" animate={false} />
    );
  return (
    <Box
      ref={ref}
      pos="relative"
      h={expanded ? '70vh' : STATIC_MAP_HEIGHT}
      style={{ borderRadius: 8, overflow: 'hidden' }}
      data-testid="static-map"
    >
      {map}
      {!expanded && (
        <UnstyledButton
          onClick={() => setExpanded(true)}
          aria-label="Expand the map"
          style={{ position: 'absolute', inset: 0, zIndex: 500, cursor: 'zoom-in' }}
        />
      )}
    </Box>
  );
}
