import { useEffect, useReducer } from 'react';
import type { MovieInfo } from '../api/mappers.ts';
import { useOptionalMember } from '../member-context.tsx';
import { createLatest, runLatest } from '../state/latest-wins.ts';
import { initialWatchList, watchListReducer } from '../state/lists.ts';
import { addToWatchList, fetchWatchList } from '../state/watch-list-effects.ts';

/** The logged-in member's watch list (§4.4), fetched once logged in; nothing when logged out. */
export function useWatchList() {
  const member = useOptionalMember();
  const [state, dispatch] = useReducer(watchListReducer, initialWatchList);
  const loggedIn = member?.profile != null;

  useEffect(() => {
    if (!member || !loggedIn) return;
    const latest = createLatest();
    void runLatest(latest, (signal) => fetchWatchList(member.client, member.swapToken(), dispatch, signal), { onResult: () => {}, onError: () => {} });
    return () => latest.cancel();
  }, [loggedIn, member]);

  return {
    state,
    loggedIn,
    add: (movie: MovieInfo) => (member ? addToWatchList(member.client, movie, dispatch) : Promise.resolve()),
  };
}
