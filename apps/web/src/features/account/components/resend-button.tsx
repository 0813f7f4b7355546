import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TEXT } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useResendConfirmation } from '../api/mail-confirmation.ts';

/** Sends the confirmation email again (GET /auth/local/mailconfirmation). */
export function ResendButton({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <Button
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              title: 'Email sent',
              message: `We sent a new confirmation link to ${email}.`,
            }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, TEXT.genericError) }),
        })
      }
    >
      Resend confirmation email
    </Button>
  );
}
