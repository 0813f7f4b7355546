import { Anchor, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { TEXT } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { currentPath, saveReturnTo } from '../../../lib/return-to.ts';
import { useCopyList } from '../api/copy-list.ts';
import { SAVE_COPY_NOTICE_MS } from '../lib/constants.ts';

/** A visitor saves a copy of someone else's list into their own lists (guests log in first). */
export function SaveCopyButton({ listId, name }: { listId: string; name: string }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const copy = useCopyList('copy');
  const onClick = () => {
    if (!user) {
      saveReturnTo(currentPath());
      void navigate('/login');
      return;
    }
    copy.mutate(listId, {
      onSuccess: (list) =>
        notifications.show({
          color: 'teal',
          title: 'Saved a copy',
          message: (
            <>
              {name} is now in your lists.{' '}
              <Anchor component={Link} to={`/favorites/${list._id}`} size="sm">
                Open your copy
              </Anchor>
            </>
          ),
          autoClose: SAVE_COPY_NOTICE_MS,
        }),
      onError: (e) =>
        notifications.show({ color: 'red', message: errorMessage(e, TEXT.genericError) }),
    });
  };
  return (
    <Button onClick={onClick} loading={copy.isPending} className="no-print">
      {user ? 'Save a copy to my lists' : 'Log in to save a copy'}
    </Button>
  );
}
