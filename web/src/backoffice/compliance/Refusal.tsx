import type { Failure } from '../../mutations/results';

/** A refused decision, in the gateway's translated words (the reason a field was refused included). */
export function Refusal({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  const words = failure.fields.length > 0 ? failure.fields.map((field) => field.message) : [failure.message];
  return (
    <p className="form-status form-status--error" role="alert">
      {words.join(' ')}
    </p>
  );
}
