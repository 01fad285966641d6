import type { FormIssue } from '@adplatform/campaign-model/form';
import type { WizardForm } from '../model/wizardForm';

/** Props every step component takes: its part of the form, a setter, and its blocking issues. */
export interface StepProps<K extends 'objective' | 'budget'> {
  readonly value: WizardForm[K];
  readonly onChange: (value: WizardForm[K]) => void;
  /** The step's blocking issues, shown once the step was left or reviewed. */
  readonly issues: readonly FormIssue[];
}
