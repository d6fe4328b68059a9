/** A `fetch` that answers `responses` in order (an Error is a network failure) and keeps each call's init. */
export function fakeFetch(responses: Array<Response | Error>) {
  const calls: RequestInit[] = [];
  const impl = (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {});
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  };
  return { impl: impl satisfies typeof fetch, calls };
}
