import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { currentPath, saveReturnTo } from '../../../lib/return-to.ts';

/** Buy now as a guest: sign up or log in and come back, or continue as a guest. */
export default function SignupPromptModal({
  opened,
  onClose,
  onGuest,
}: {
  opened: boolean;
  onClose: () => void;
  onGuest: () => void;
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
      <Divider my="md" label="or" labelPosition="center" />
      <Stack gap={4} align="center">
        <Button variant="subtle" onClick={onGuest}>
          Continue as guest
        </Button>
        <Text size="xs">Pay with your email; make an account afterwards if you like.</Text>
      </Stack>
    </Modal>
  );
}
