import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripIcon } from './icons.tsx';
import classes from './favorites.module.css';

interface Sortable {
  _id: string;
}

function SortableRow({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      className={classes.handle}
      {...attributes}
      {...listeners}
      aria-label={`Move ${label}`}
    >
      <GripIcon />
    </ActionIcon>
  );
  return (
    <li
      ref={setNodeRef}
      className={classes.sortableRow}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}

/**
 * Reorder by dragging the handle, or with the keyboard: focus a handle, Space to lift, arrow
 * keys to move, Space to drop, Escape to cancel.
 */
export function SortableItems<T extends Sortable>({
  items,
  label,
  onReorder,
  children,
}: {
  items: T[];
  label: (item: T) => string;
  onReorder: (ids: string[]) => void;
  children: (item: T, handle: ReactNode) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((i) => i._id);
  const byId = new Map(items.map((i) => [i._id, i]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };
  const name = (id: string | number) => {
    const item = byId.get(String(id));
    return item ? label(item) : 'item';
  };
  const position = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${name(active.id)} is over position ${position(over.id)} of ${ids.length}.`
              : '',
          onDragEnd: ({ active, over }) =>
            over
              ? `${name(active.id)} was dropped at position ${position(over.id)} of ${ids.length}.`
              : `${name(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className={classes.list}>
          {items.map((item) => (
            <SortableRow key={item._id} id={item._id} label={label(item)}>
              {(handle) => children(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
