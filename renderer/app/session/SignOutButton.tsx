import { useNavigate } from "@tanstack/react-router";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useSignOut } from "./useSignOut";

/**
 * Every area's sign-out (home's footer, the pro and admin bars): ends the session, forgets what was
 * cached for it and lands on sign-in; a failure is said beside it.
 */
export function SignOutButton({ label }: { label: string }) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <>
      {signOut.isError && <ErrorAlert error={signOut.error} />}
      <button
        type="button"
        className="btn btn--ghost"
        data-testid="sign-out"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => void navigate({ to: "/app/guest/auth", replace: true }),
          })
        }
      >
        {label}
      </button>
    </>
  );
}
