import { checkEmail, normalizeOrderReference, ORDER_REFERENCE_MESSAGE } from '@phonehub/domain';
import { addProblem, requiredProblems, type FieldProblems } from '../../../lib/form-validation';

export interface OrderLookupValues {
  email: string;
  reference: string;
}

/** Both are needed; the email must look like one and the reference must be able to end an order id. */
export function validateOrderLookup(values: OrderLookupValues): FieldProblems<OrderLookupValues> {
  const problems = requiredProblems(values, ['email', 'reference']);
  addProblem(problems, 'email', checkEmail(values.email));
  addProblem(
    problems,
    'reference',
    normalizeOrderReference(values.reference) ? null : ORDER_REFERENCE_MESSAGE,
  );
  return problems;
}
