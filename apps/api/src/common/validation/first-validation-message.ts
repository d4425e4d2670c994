import { ValidationError } from 'class-validator';
import { VALIDATION_MESSAGES } from '@phonehub/domain';

interface Failure {
  path: string;
  constraint: string;
  message: string;
}

// A stray field or a missing one says more about what to fix than a format complaint does.
const RANK: Record<string, number> = {
  whitelistValidation: 0,
  unknownValue: 0,
  isDefined: 1,
  isNotEmpty: 1,
  nestedValidation: 3,
};
const rank = (constraint: string) => RANK[constraint] ?? 2;

function collect(errors: readonly ValidationError[], parent: string, out: Failure[]): Failure[] {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    const [first] = constraints;
    if (first) out.push({ path, constraint: first[0], message: first[1] });
    collect(error.children ?? [], path, out);
  }
  return out;
}

/** The one human sentence for a failed validation: the most useful constraint message. */
export function firstValidationMessage(errors: readonly ValidationError[]): string {
  const failures = collect(errors, '', []);
  if (failures.length === 0) return VALIDATION_MESSAGES.requiredFields;
  const best = failures.reduce((a, b) => (rank(b.constraint) < rank(a.constraint) ? b : a));
  if (best.constraint === 'whitelistValidation') return `The field "${best.path}" is not allowed`;
  if (best.constraint === 'unknownValue') return 'The request body must be a JSON object';
  return best.message;
}
