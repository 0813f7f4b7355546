import { SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/safe-image.tsx';
import classes from './browse.module.css';

export interface Tile {
  key: string;
  label: string;
  image: string | null | undefined;
  to: string;
}

/**
 * Image tiles with a caption, each a link. On a page that is the tiles themselves (`leading`),
 * the first tile's image is the largest thing in view on a phone: it loads at once, first.
 */
export function Tiles({
  tiles,
  cols,
  leading = false,
}: {
  tiles: Tile[];
  cols: number;
  leading?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cols }} spacing="md">
      {tiles.map((t, i) => (
        <Link key={t.key} to={t.to} className={classes.tile} data-testid="tile">
          <SafeImage
            src={t.image}
            alt=""
            width={480}
            height={360}
            className={classes.tileImage}
            priority={leading && i === 0}
          />
          <span className={classes.tileLabel}>{t.label}</span>
        </Link>
      ))}
    </SimpleGrid>
  );
}
