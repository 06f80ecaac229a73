// The message under a form field that failed its check: the field points at it by id (aria-describedby).
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p className="field-error" id={id}>
      {message}
    </p>
  ) : null;
}
