import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { TEXT } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { TermsLabel } from '../../../components/terms-label.tsx';

interface TermsModalProps {
  opened: boolean;
  pending: boolean;
  error: unknown;
  onAgree: () => void;
}

/** Terms agreement after a social login: the box must be ticked to continue. */
export function TermsModal({ opened, pending, error, onAgree }: TermsModalProps) {
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => setMissing(!checked)}
      title="One last step"
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!checked) return setMissing(true);
          onAgree();
        }}
      >
        <Stack>
          <Text size="sm">
            Before you continue, please read and accept our Terms of Use and Privacy Policy.
          </Text>
          <Checkbox
            label={<TermsLabel />}
            checked={checked}
            onChange={(e) => {
              setChecked(e.currentTarget.checked);
              setMissing(false);
            }}
            error={missing ? TEXT.termsRequired : undefined}
          />
          {Boolean(error) && (
            <Alert color="red" role="alert">
              {errorMessage(error, TEXT.genericError)}
            </Alert>
          )}
          <Button type="submit" loading={pending}>
            Continue
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
