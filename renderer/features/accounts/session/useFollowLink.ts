import { useEffect, useState } from "react";
import type { User } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { followLink, type LinkCall } from "./followLink";

/**
 * Follows an emailed link once the page shows (at most once per token, see followLink) and calls
 * `onFollowed` with its account; answers the failure, if any, to show.
 */
export function useFollowLink(
  call: LinkCall,
  token: string | undefined,
  onFollowed: (user: User) => void,
): { error: unknown } {
  const api = useApi();
  const [error, setError] = useState<unknown>();
  const [followed] = useState(() => ({ current: onFollowed }));
  followed.current = onFollowed;

  useEffect(() => {
    if (!token) return;
    let left = false;
    followLink(api, call, token).then(
      (user) => {
        if (!left) followed.current(user);
      },
      (failure: unknown) => {
        if (!left) setError(failure);
      },
    );
    return () => {
      left = true;
    };
  }, [api, call, token, followed]);

  return { error };
}
