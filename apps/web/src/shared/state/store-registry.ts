import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const resets = new Set<() => void>();

/** Adds a reset to the list logout runs; returns a function that removes it again. */
export function registerStoreReset(reset: () => void): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

/** Puts every registered store back to its initial state (logout: "then resets all state"). */
export function resetAllStores(): void {
  for (const reset of resets) reset();
}

/**
 * A zustand store that logout resets to the state it was created with. Every client-state slice
 * of the app is made with this, so none can be forgotten when a user signs out.
 */
export function createResettableStore<T extends object>(
  initializer: StateCreator<T, [], []>,
): UseBoundStore<StoreApi<T>> {
  const store = create<T>()(initializer);
  const initialState = store.getState();
  registerStoreReset(() => store.setState(initialState, true));
  return store;
}
