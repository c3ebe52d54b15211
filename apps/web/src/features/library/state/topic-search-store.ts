import { DEFAULT_TOPIC_COLLECTION_ID, type Strand } from '@mathsight/contract/content.ts';
import { createResettableStore } from '../../../shared/state/store-registry.ts';

/** The spec's topic search state (§3: tubSearchQuery, selectedTopicUnitId), plus the library's filters. */
interface TopicSearchState {
  tubSearchQuery: string;
  selectedTopicUnitId: number | null;
  collectionId: number | 'all';
  strand: Strand | null;
  setQuery: (query: string) => void;
  selectTopicUnit: (topicUnitId: number | null) => void;
  setCollection: (collectionId: number | 'all') => void;
  setStrand: (strand: Strand | null) => void;
}

export const useTopicSearchStore = createResettableStore<TopicSearchState>((set) => ({
  tubSearchQuery: '',
  selectedTopicUnitId: null,
  collectionId: DEFAULT_TOPIC_COLLECTION_ID,
  strand: null,
  setQuery: (tubSearchQuery) => set({ tubSearchQuery }),
  selectTopicUnit: (selectedTopicUnitId) => set({ selectedTopicUnitId }),
  setCollection: (collectionId) => set({ collectionId, selectedTopicUnitId: null }),
  setStrand: (strand) => set({ strand, selectedTopicUnitId: null }),
}));
