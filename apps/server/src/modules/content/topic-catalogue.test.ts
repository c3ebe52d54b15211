import { describe, expect, it, vi } from 'vitest';
import type { ContentRepository } from './content.repository.ts';
import { TopicCatalogue } from './topic-catalogue.ts';

const unit = (topicUnitId: number, name: string, strand: string, searchText: string) => ({
  topicUnitId,
  name,
  description: '',
  strand,
  yearFrom: 7,
  yearTo: 8,
  searchText,
  topicPathwayQuizId: 1000 + topicUnitId,
  shortCode: `CODE${topicUnitId}`,
  questionCount: 25,
});

function catalogue() {
  const load = vi.fn(async () => ({
    units: [
      unit(1, 'Fractions', 'number', 'fractions adding numerators'),
      unit(2, 'Angles', 'geometry', 'angles on a line triangle'),
      unit(3, 'Fractions of amounts', 'number', 'fractions of amounts'),
    ],
    tags: [{ topicUnitId: 1, topicTagId: 9, name: 'Core' }],
    memberships: [
      { collectionId: 4, topicUnitId: 1, position: 2 },
      { collectionId: 4, topicUnitId: 2, position: 1 },
      { collectionId: 5, topicUnitId: 3, position: 0 },
    ],
  }));
  return {
    catalogue: new TopicCatalogue({ loadTopicCatalogue: load } as unknown as ContentRepository),
    load,
  };
}

describe('TopicCatalogue', () => {
  it('matches every word, in the collection’s order, and loads once', async () => {
    const { catalogue: c, load } = catalogue();
    expect(
      (await c.search({ words: [], collectionId: 4, skip: 0, take: 10 })).items.map((u) => u.topicUnitId),
    ).toEqual([2, 1]);
    expect(
      (await c.search({ words: ['fractions'], skip: 0, take: 10 })).items.map((u) => u.topicUnitId),
    ).toEqual([1, 3]);
    expect((await c.search({ words: ['fractions', 'amounts'], skip: 0, take: 10 })).total).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('filters by strand, pages, and carries tags', async () => {
    const { catalogue: c } = catalogue();
    const page = await c.search({ words: [], strand: 'number', skip: 1, take: 1 });
    expect(page).toMatchObject({ total: 2, items: [{ topicUnitId: 3 }] });
    expect((await c.get(1))?.tags).toEqual([{ topicTagId: 9, name: 'Core' }]);
    expect(await c.hasCollection(5)).toBe(true);
    expect(await c.hasCollection(6)).toBe(false);
  });
});
