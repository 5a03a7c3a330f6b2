import { useErrorMessage } from "../app/errors/useErrorMessage";

/** A failed call, worded for people, with the fields or conditions the server named. */
export function ErrorAlert({ error }: { error: unknown }) {
  const describe = useErrorMessage();
  const { text, details } = describe(error);
  return (
    <div className="alert" role="alert" data-testid="error-alert">
      <p>{text}</p>
      {details.length > 0 && (
        <ul>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
