import { Modal } from '@mantine/core';
import { CartContents } from './cart-contents.tsx';

/** The cart as a modal from the navbar. */
export default function CartModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Your cart" size="lg">
      <CartContents onNavigate={onClose} />
    </Modal>
  );
}
