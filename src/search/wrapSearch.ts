// The DocSearch client with its search method replaced: the modal's screens and the hit counter both watch
// every search the modal makes, and both hand DocSearch back a client that is otherwise the original.
export function withSearch<C extends {search: unknown}>(client: C, search: C['search']): C {
  return new Proxy(client, {get: (target, key) => (key === 'search' ? search : Reflect.get(target, key))});
}
