import { Alert, Button, Group } from '@mantine/core';

/**
 * The end of a form in a modal: the refusal that concerns no one field (as an alert), then
 * Cancel and Save, Save busy while the form is sent.
 */
export function ModalFormActions(props: {
  failure: string | null;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {props.failure && (
        <Alert color="red" role="alert">
          {props.failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={props.saving}>
          Save
        </Button>
      </Group>
    </>
  );
}
