import type { FastifyInstance } from 'fastify';
import type { ServerModule, Services, SharedContext } from './app-context.ts';

export interface BuiltModules {
  services: Services;
  /** Registers every module's routes on a scope whose access guards are installed. */
  registerRoutes(scope: FastifyInstance): Promise<void>;
}

/**
 * Builds the modules in the order listed: each is given the services of those before it. Asking for
 * a later one fails at start-up, naming it, rather than handing out undefined.
 */
export async function buildServices(
  shared: SharedContext,
  modules: readonly ServerModule[],
): Promise<BuiltModules> {
  const built: Record<string, unknown> = {};
  const earlier = new Proxy(built, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(
          `The service "${key}" is asked for before its module is built: list its module earlier.`,
        );
      }
      return target[key as string];
    },
  }) as unknown as Services;
  const owns: Partial<Services>[] = [];
  for (const module of modules) {
    const own = await module.build(shared, earlier);
    Object.assign(built, own);
    owns.push(own);
  }
  return {
    services: built as unknown as Services,
    async registerRoutes(scope) {
      for (const [i, module] of modules.entries()) {
        await module.routes?.(scope, owns[i] ?? {}, shared, earlier);
      }
    },
  };
}
