import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TEXT } from '@jaunt/contract';
import { currentPath, saveReturnTo } from '../../../lib/return-to.ts';

/** A guest tapped a heart: sign up or log in, then come back to this page. */
export default function FavoritePromptModal({ onClose }: { onClose: () => void }) {
  const remember = () => {
    saveReturnTo(currentPath());
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Save to your favourites" centered>
      <Text mb="lg">{TEXT.favoritePrompt}</Text>
      <Group justify="flex-end">
        <Button component={Link} to="/login" variant="default" onClick={remember}>
          Log in
        </Button>
        <Button component={Link} to="/signup" onClick={remember}>
          Sign up
        </Button>
      </Group>
    </Modal>
  );
}
