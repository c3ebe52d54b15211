import type { AssignmentList, HomeworkInsightsResponse } from '@mathsight/contract/assignments.ts';
import { defineModule } from '../../app-context.ts';
import type { SerialisedJson } from '../../http/serialised-json.ts';
import type { ContextChange } from '../../notify-bus/context-changes.ts';
import { SchoolCache } from '../../school-access/school-cache.ts';
import { PlanRepository } from './plan.repository.ts';
import { PlanService } from './plan.service.ts';

/**
 * The plan's pages (Set work, homework insights), read through assignments' routes. Its caches go
 * when the school's work changes or its context does (class membership included); after a lost
 * connection, all of them.
 */
export const planModule = defineModule({
  name: 'plan',
  build: ({ database, access, config, contextChanges, workChanges, now }) => {
    const pages = {
      list: new SchoolCache<SerialisedJson<AssignmentList>>(config.planCacheSeconds * 1000),
      homeworkInsights: new SchoolCache<SerialisedJson<HomeworkInsightsResponse>>(
        config.planCacheSeconds * 1000,
      ),
    };
    const evict = (change: ContextChange) => {
      pages.list.evict(change);
      pages.homeworkInsights.evict(change);
    };
    const clear = () => {
      pages.list.clear();
      pages.homeworkInsights.clear();
    };
    workChanges.onChange(evict);
    contextChanges.onChange(evict);
    workChanges.onResubscribed(clear);
    contextChanges.onResubscribed(clear);
    return { plan: new PlanService(new PlanRepository(database.db), access, { pages, now }) };
  },
});
