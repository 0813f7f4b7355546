export { shoot } from '../fixtures/shots.ts';
export { expectNoSeriousA11yViolations as expectAxeClean } from '../fixtures/a11y.ts';
