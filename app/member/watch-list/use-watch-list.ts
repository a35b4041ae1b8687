import { useEffect, useReducer } from 'react';
import type { MovieInfo } from '../api/film-shapes.ts';
import { useMember } from '../member-context.tsx';
import { useRequest } from '../session/member-request.ts';
import { initialWatchList, watchListReducer } from '../state/watch-list-reducer.ts';
import { addToWatchList, watchListHandlers, watchListTask } from './watch-list-requests.ts';

/** The logged-in member's watch list (§4.4), fetched once logged in; nothing when logged out. */
export function useWatchList() {
  const member = useMember();
  const [state, dispatch] = useReducer(watchListReducer, initialWatchList);
  const request = useRequest();
  const loggedIn = member.profile !== null;
  const { session } = member;

  useEffect(() => {
    if (!loggedIn) return;
    void request.run(watchListTask(session), watchListHandlers(dispatch));
    return () => request.cancel();
  }, [loggedIn, session, request]);

  return { state, loggedIn, add: (movie: MovieInfo) => addToWatchList(session, movie, dispatch) };
}
