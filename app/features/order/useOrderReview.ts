// The order page's review (issue 25): what the server holds for this order (whether it asks for a review, and the
// one sent), sending it, and the form's state: values, each field's error, where focus goes, a refusal's message.
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import type { OrderReview, OrderReviewState } from '../../../shared/reviews';
import type { ReviewInput } from '../../../shared/schemas/review';
import { ApiError, request } from '../../core/api/client';
import { reviewStateQuery } from './reviewQuery';
import { checkReview, refusalOf, type ReviewErrors, type ReviewField, type ReviewValues } from './reviewForm';

export type ReviewSend = UseMutationResult<OrderReview, Error, ReviewInput>;

/** Whether this order asks for a review, and the one sent. */
export function useReviewState(token: string) {
  return useQuery(reviewStateQuery(token));
}

export function useOrderReview(token: string) {
  const queryClient = useQueryClient();
  const { queryKey } = reviewStateQuery(token);
  const state = useReviewState(token);
  const send: ReviewSend = useMutation({
    mutationFn: (review: ReviewInput) => request(publicEndpoints.orderReviewSend, { params: { token }, body: review }),
    // Only a network failure is worth one more try: a sent review changes nothing when sent again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError),
    onSuccess: (review) => queryClient.setQueryData<OrderReviewState>(queryKey, (old) => ({ canReview: old?.canReview ?? true, review })),
  });
  return { state, send };
}

/** Focuses a field by its name: the chosen star (or the first) for the rating. */
function focusField(form: HTMLFormElement | null, field: ReviewField) {
  const found = form?.elements.namedItem(field);
  const element = found instanceof RadioNodeList ? ([...found].find((r) => (r as HTMLInputElement).checked) ?? found[0]) : found;
  if (element instanceof HTMLElement) element.focus();
}

export function useReviewForm(initial: ReviewValues, send: ReviewSend, onSent: () => void) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function set<F extends ReviewField>(field: F, value: ReviewValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const check = checkReview(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusField(formRef.current, check.firstInvalid);
      return;
    }
    setErrors({});
    setFailure(null);
    send.mutate(check.review, {
      onSuccess: onSent,
      onError: (error) => {
        const refusal = refusalOf(error);
        if ('field' in refusal) {
          setErrors({ [refusal.field]: refusal.message });
          focusField(formRef.current, refusal.field);
        } else setFailure(refusal.message);
      },
    });
  }

  /** The attributes that tie a control to its error message. */
  const errorProps = (field: ReviewField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `review-${field}-error` } : {};

  return { values, errors, failure, sending: send.isPending, formRef, set, submit, errorProps };
}

export type ReviewFormState = ReturnType<typeof useReviewForm>;
