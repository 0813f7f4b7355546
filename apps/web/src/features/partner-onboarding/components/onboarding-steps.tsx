import { Stepper } from '@mantine/core';
import { ONBOARDING_STEP_LABELS, onboardingSteps, type OnboardingStep } from '@jaunt/contract';

/** The step indicator: Register, Business, Agreement, Banking, Integration (hidden per section 4). */
export function OnboardingSteps(props: {
  integration: string | null | undefined;
  payoutPreference: string | null | undefined;
  current: OnboardingStep;
}) {
  const steps = onboardingSteps(props);
  const active = steps.indexOf(props.current);
  return (
    <nav aria-label="Sign-up steps">
      <Stepper active={active} size="sm" mb="xl" allowNextStepsSelect={false}>
        {steps.map((s) => (
          <Stepper.Step
            key={s}
            label={ONBOARDING_STEP_LABELS[s]}
            aria-current={s === props.current ? 'step' : undefined}
          />
        ))}
      </Stepper>
    </nav>
  );
}
