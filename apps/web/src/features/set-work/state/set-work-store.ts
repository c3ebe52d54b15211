import {
  type AssignmentKind,
  DEFAULT_ASSIGNMENT_SETTINGS,
  type SetWorkGlobalConfig,
  type SetWorkSelection,
  type SetWorkState,
} from '@mathsight/contract/assignments.ts';
import { DEFAULT_TOPIC_COLLECTION_ID } from '@mathsight/contract/content.ts';
import { createResettableStore } from '../../../shared/state/store-registry.ts';
import {
  type PickedStudents,
  retrievalSelections,
  SET_WORK_STEPS,
  type SetWorkStep,
  selectionKey,
} from '../set-work-rules.ts';

export type TopicSource = 'library' | 'scheme';

/** What the flow opens with (from the address: a quiz, a class, a collection). */
export interface SetWorkSeed {
  kind?: AssignmentKind;
  selections?: SetWorkSelection[];
  groupIds?: number[];
  collectionId?: number;
}

/** Spec §3 "Set-work state" (selections, globalConfig), plus where the teacher is in the flow. */
export interface SetWorkStore extends SetWorkState {
  kind: AssignmentKind;
  step: SetWorkStep;
  customName: string;
  /** Classes set for some of their students only (the rest: everyone in the class). */
  pickedStudents: PickedStudents;
  /** Where topic quizzes are chosen from: the topic library or a scheme of work. */
  topicSource: TopicSource;
  /** The scheme and year shown (null: the default scheme, its first year). */
  schemeId: number | null;
  schemeYear: number | null;
  /** The topic search of the first step. */
  collectionId: number | 'all';
  topicSearch: string;
  /** The school's defaults are applied once per opening, when they arrive. */
  defaultsApplied: boolean;
  /** Starts a new flow, forgetting the last one. */
  start: (seed: SetWorkSeed) => void;
  setKind: (kind: AssignmentKind) => void;
  /** Adds or removes a quiz (a topic's or a diagnostic one). */
  toggleSelection: (selection: SetWorkSelection) => void;
  /** Fills in a selection's name once the quiz it names has loaded. */
  nameSelection: (quizId: number, name: string) => void;
  /** Names the custom quiz once its questions' topics have loaded. */
  nameQuestions: (name: string) => void;
  setGroupIds: (groupIds: number[]) => void;
  /** Sets a class's work for these students only; null sets it for everyone in the class again. */
  pickStudents: (groupId: number, studentIds: readonly number[] | null) => void;
  setConfig: (config: Partial<SetWorkGlobalConfig>) => void;
  applyDefaults: (config: Partial<SetWorkGlobalConfig>) => void;
  setCustomName: (name: string) => void;
  setStep: (step: SetWorkStep) => void;
  /** Drops the selections already set, so trying again after a failure sets only the rest. */
  removeSelections: (done: readonly SetWorkSelection[]) => void;
  setCollection: (collectionId: number | 'all') => void;
  setTopicSource: (topicSource: TopicSource) => void;
  setScheme: (schemeId: number | null, schemeYear: number | null) => void;
  setTopicSearch: (search: string) => void;
}

const initialConfig: SetWorkGlobalConfig = {
  groupIds: [],
  startDate: null,
  endDate: null,
  feedbackMode: DEFAULT_ASSIGNMENT_SETTINGS.feedbackMode,
  askConfidence: DEFAULT_ASSIGNMENT_SETTINGS.askConfidence,
};

const initial = {
  selections: [] as SetWorkSelection[],
  globalConfig: initialConfig,
  kind: 'TopicQuiz' as AssignmentKind,
  step: SET_WORK_STEPS[0] as SetWorkStep,
  customName: '',
  pickedStudents: {} as PickedStudents,
  topicSource: 'library' as TopicSource,
  schemeId: null as number | null,
  schemeYear: null as number | null,
  collectionId: DEFAULT_TOPIC_COLLECTION_ID as number | 'all',
  topicSearch: '',
  defaultsApplied: false,
};

export const useSetWorkStore = createResettableStore<SetWorkStore>((set) => ({
  ...initial,
  start: (seed) => {
    const kind = seed.kind ?? 'TopicQuiz';
    const groupIds = seed.groupIds ?? [];
    // A link that already says what to set (a quiz, or a class's retrieval practice) opens on the classes.
    const chosen = kind === 'RetrievalPractice' ? groupIds.length > 0 : (seed.selections ?? []).length > 0;
    set({
      ...initial,
      kind,
      step: chosen ? 'classes' : 'work',
      selections: kind === 'RetrievalPractice' ? retrievalSelections(groupIds) : (seed.selections ?? []),
      globalConfig: { ...initialConfig, groupIds },
      collectionId: seed.collectionId ?? initial.collectionId,
    });
  },
  setKind: (kind) =>
    set((s) =>
      s.kind === kind
        ? {}
        : {
            kind,
            selections: kind === 'RetrievalPractice' ? retrievalSelections(s.globalConfig.groupIds) : [],
            customName: '',
          },
    ),
  toggleSelection: (selection) =>
    set((s) => {
      const key = selectionKey(selection);
      const has = s.selections.some((x) => selectionKey(x) === key);
      return {
        selections: has ? s.selections.filter((x) => selectionKey(x) !== key) : [...s.selections, selection],
      };
    }),
  nameSelection: (quizId, name) =>
    set((s) => ({
      selections: s.selections.map((x) => (x.source === 'quiz' && x.quizId === quizId ? { ...x, name } : x)),
    })),
  nameQuestions: (name) =>
    set((s) => ({ selections: s.selections.map((x) => (x.source === 'questions' ? { ...x, name } : x)) })),
  setGroupIds: (groupIds) =>
    set((s) => ({
      globalConfig: { ...s.globalConfig, groupIds },
      // An unticked class forgets which of its students were picked.
      pickedStudents: Object.fromEntries(
        Object.entries(s.pickedStudents).filter(([g]) => groupIds.includes(Number(g))),
      ),
      ...(s.kind === 'RetrievalPractice' && { selections: retrievalSelections(groupIds) }),
    })),
  pickStudents: (groupId, studentIds) =>
    set((s) => {
      const { [groupId]: _dropped, ...others } = s.pickedStudents;
      return { pickedStudents: studentIds === null ? others : { ...others, [groupId]: [...studentIds] } };
    }),
  setConfig: (config) => set((s) => ({ globalConfig: { ...s.globalConfig, ...config } })),
  applyDefaults: (config) =>
    set((s) =>
      s.defaultsApplied ? {} : { defaultsApplied: true, globalConfig: { ...s.globalConfig, ...config } },
    ),
  setCustomName: (customName) => set({ customName }),
  setStep: (step) => set({ step }),
  removeSelections: (done) =>
    set((s) => {
      const gone = new Set(done.map(selectionKey));
      const selections = s.selections.filter((x) => !gone.has(selectionKey(x)));
      return {
        selections,
        ...(s.kind === 'RetrievalPractice' && {
          globalConfig: {
            ...s.globalConfig,
            groupIds: selections.flatMap((x) => (x.source === 'retrievalPractice' ? [x.groupId] : [])),
          },
        }),
      };
    }),
  setCollection: (collectionId) => set({ collectionId }),
  setTopicSource: (topicSource) => set({ topicSource }),
  setScheme: (schemeId, schemeYear) => set({ schemeId, schemeYear }),
  setTopicSearch: (topicSearch) => set({ topicSearch }),
}));
