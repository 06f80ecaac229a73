// A video or template form's failed submit: a refusal about one field shows beside that field, anything else (AI not
// configured, no connection) above the button; a toast says it either way. What was typed stays.
import { useState } from 'react';
import { ApiError } from '../../core/api/client';
import { failureText } from '../kit/client';
import { refusedField } from './videoForms';
import { toast } from '../../ui/toasts';

export function useRefusal<F extends string>(title: string, fields: readonly F[], onField: (field: F, message: string) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  return {
    dismiss: () => setFailure(null),
    onError: (error: unknown) => {
      const message = failureText(error);
      const field = error instanceof ApiError && error.serverMessage ? refusedField(error.field, fields) : null;
      if (field) onField(field, message);
      else setFailure(message);
      toast.error(title, message);
    },
    element: failure ? (
      <p className="admin-error-line" role="alert">
        {failure}
      </p>
    ) : null,
  };
}
