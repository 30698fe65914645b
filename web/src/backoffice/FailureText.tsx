import type { Failure } from '../mutations/results';

/** A refusal as a back-office form shows it: the platform's message and each field's own. */
export function FailureText({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <div className="form-status form-status--error" role="alert">
      <p>{failure.message}</p>
      {failure.fields.length > 0 && (
        <ul>
          {failure.fields.map((field) => (
            <li key={field.field}>{field.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
