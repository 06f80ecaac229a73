// What the typed discount code takes off, before the order exists: the server knows the rules (first order,
// mailed to one email, single use, expiry), so it is asked a moment after the customer stops typing.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DiscountCodeInfo } from '../../../shared/api-types';
import { discountCheckSchema } from '../../../shared/schemas/discountCode';
import { step3Schema } from '../../../shared/schemas/order';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { ApiError, request } from '../../core/api/client';

export type DiscountCheck =
  | { state: 'none' }
  /** Codes can be tied to an email, and FREELOVE20 to a first order: the answer waits for a valid address. */
  | { state: 'needsEmail' }
  | { state: 'checking' }
  | { state: 'valid'; code: string; percentOff: number }
  | { state: 'invalid' }
  /** No answer (offline, server trouble): the checkout still applies a valid code. */
  | { state: 'unknown' };

const SETTLE_MS = 400;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

async function lookUp(code: string, email: string): Promise<DiscountCodeInfo | null> {
  try {
    return await request(publicEndpoints.discountCode, { params: { code }, query: { email } });
  } catch (err) {
    // A code that does not apply is an answer, not a failure: keep it like one.
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useDiscountCheck(rawCode: string, rawEmail: string): DiscountCheck {
  // No code, nothing to check: the schemas are not run (their first run is costly while the page hydrates).
  const code = rawCode.trim() ? discountCheckSchema.shape.code.safeParse(rawCode) : null;
  const email = code?.success ? step3Schema.shape.email.safeParse(rawEmail) : null;
  const key = code?.success && email?.success ? `${code.data}\n${email.data}` : '';
  const settledKey = useSettled(key, SETTLE_MS);
  const query = useQuery({
    queryKey: [publicEndpoints.discountCode.path, code?.data, email?.data],
    queryFn: () => lookUp(code!.data!, email!.data!),
    enabled: key !== '' && settledKey === key,
    staleTime: 60_000,
    retry: 1,
  });

  if (!code) return { state: 'none' };
  if (!code.success) return { state: 'invalid' };
  if (!email?.success) return { state: 'needsEmail' };
  if (query.data) return { state: 'valid', code: query.data.code, percentOff: query.data.percentOff };
  if (query.data === null) return { state: 'invalid' };
  if (query.isError) return { state: 'unknown' };
  return { state: 'checking' };
}

export const discountPercentOf = (check: DiscountCheck) => (check.state === 'valid' ? check.percentOff : 0);
