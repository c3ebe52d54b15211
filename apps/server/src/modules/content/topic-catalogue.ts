import type { Strand, TopicUnit } from '@mathsight/contract/content.ts';
import type { ContentRepository } from './content.repository.ts';

interface CatalogueEntry {
  unit: TopicUnit;
  searchText: string;
  /** Position of the unit in each collection that holds it. */
  positions: Map<number, number>;
}

export interface TopicQuery {
  words: string[];
  /** undefined: every collection. */
  collectionId?: number;
  strand?: Strand;
  skip: number;
  take: number;
}

/**
 * The topic units, held in memory once loaded. The maths content only changes with a release
 * (it is seeded at start-up), so every node can keep its own copy: topic search then costs no query.
 */
export class TopicCatalogue {
  #entries: Promise<CatalogueEntry[]> | undefined;
  #collectionIds: Promise<Set<number>> | undefined;

  constructor(private readonly repo: ContentRepository) {}

  async hasCollection(collectionId: number): Promise<boolean> {
    this.#collectionIds ??= this.#entriesLoaded().then(
      (entries) => new Set(entries.flatMap((e) => [...e.positions.keys()])),
    );
    return (await this.#collectionIds).has(collectionId);
  }

  /** Units holding every word, in collection order (by id across collections), paged. */
  async search(query: TopicQuery): Promise<{ items: TopicUnit[]; total: number }> {
    const entries = await this.#entriesLoaded();
    const matches = entries.filter(
      (e) =>
        (query.collectionId === undefined || e.positions.has(query.collectionId)) &&
        (query.strand === undefined || e.unit.strand === query.strand) &&
        query.words.every((w) => e.searchText.includes(w)),
    );
    const order = (e: CatalogueEntry) =>
      query.collectionId === undefined ? e.unit.topicUnitId : (e.positions.get(query.collectionId) ?? 0);
    matches.sort((a, b) => order(a) - order(b) || a.unit.topicUnitId - b.unit.topicUnitId);
    return {
      items: matches.slice(query.skip, query.skip + query.take).map((e) => e.unit),
      total: matches.length,
    };
  }

  async get(topicUnitId: number): Promise<TopicUnit | undefined> {
    return (await this.#entriesLoaded()).find((e) => e.unit.topicUnitId === topicUnitId)?.unit;
  }

  #entriesLoaded() {
    this.#entries ??= this.repo.loadTopicCatalogue().then(({ units, tags, memberships }) => {
      const tagsOf = Map.groupBy(tags, (t) => t.topicUnitId);
      const positionsOf = Map.groupBy(memberships, (m) => m.topicUnitId);
      return units.map(({ searchText, ...unit }) => ({
        unit: {
          ...unit,
          strand: unit.strand as Strand,
          tags: (tagsOf.get(unit.topicUnitId) ?? []).map(({ topicTagId, name }) => ({ topicTagId, name })),
        },
        searchText,
        positions: new Map(
          (positionsOf.get(unit.topicUnitId) ?? []).map((m) => [m.collectionId, m.position]),
        ),
      }));
    });
    // A failed load is not kept, so the next call tries again.
    this.#entries.catch(() => {
      this.#entries = undefined;
    });
    return this.#entries;
  }
}
