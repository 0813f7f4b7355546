import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { currentPath, saveReturnTo } from '../../../lib/return-to.ts';

/** Buy now as a guest: sign up or log in, then come back to this experience. */
export default function SignupPromptModal({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const go = (to: string) => {
    saveReturnTo(currentPath());
    onClose();
    void navigate(to);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Sign up or log in" centered>
      <Text mb="lg">Sign up or log in to book this experience.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => go('/login')}>
          Log in
        </Button>
        <Button onClick={() => go('/signup')}>Sign up</Button>
      </Group>
    </Modal>
  );
}
