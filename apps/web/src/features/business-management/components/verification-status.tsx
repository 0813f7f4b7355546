import { Group, List, Text, ThemeIcon } from '@mantine/core';
import { verificationIsRed, type BusinessDetail } from '@jaunt/contract';

const RED = 'var(--mantine-color-red-8)';
const GREEN = 'var(--mantine-color-green-9)';

function Flag({ label, on }: { label: string; on: boolean }) {
  return (
    <Text size="sm" c={on ? GREEN : RED} fw={500}>
      {label}: {on ? 'enabled' : 'disabled'}
    </Text>
  );
}

/**
 * The payment account's verification (section 4): unverified and pending red, anything else
 * green; payouts and charges enabled or disabled.
 */
export function VerificationStatus({ stripe }: { stripe: BusinessDetail['stripe'] }) {
  const red = verificationIsRed(stripe.verification);
  return (
    <div>
      <Group gap="xs">
        <ThemeIcon size="xs" radius="xl" color={red ? 'red' : 'green'} aria-hidden />
        <Text size="sm" fw={600} c={red ? RED : GREEN} data-testid="verification-status">
          Verification: {stripe.verification}
        </Text>
      </Group>
      <Flag label="Payouts" on={stripe.payoutsEnabled} />
      <Flag label="Charges" on={stripe.chargesEnabled} />
      <Text size="sm" c="dimmed">
        Account: {stripe.account ?? 'none yet'}
        {stripe.bankLast4 ? ` · bank ending ${stripe.bankLast4}` : ''}
      </Text>
      {stripe.fieldsNeeded.length > 0 && (
        <>
          <Text size="sm">Fields needed:</Text>
          <List size="sm">
            {stripe.fieldsNeeded.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        </>
      )}
    </div>
  );
}
