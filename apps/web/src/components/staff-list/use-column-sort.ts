import { useState } from 'react';
import type { SortDir } from '../sort-header.tsx';

/**
 * A table's sort: clicking the sorted column flips its direction; another column starts
 * descending when `descFirst` says so (dates: newest first), else ascending.
 */
export function useColumnSort<Field extends string>(
  initial: Field,
  descFirst: (field: Field) => boolean,
) {
  const [sort, setSort] = useState<Field>(initial);
  const [dir, setDir] = useState<SortDir>(descFirst(initial) ? 'desc' : 'asc');
  const onSort = (field: Field) => {
    if (field === sort) setDir(dir === 'asc' ? 'desc' : 'asc');
    else {
      setSort(field);
      setDir(descFirst(field) ? 'desc' : 'asc');
    }
  };
  return { sort, dir, onSort };
}
