import {
  type ASTVisitor,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql/index.js';

/** The deepest a query may nest fields: school → classes → students → misconceptions → misconception is 5. */
export const GRAPHQL_DEPTH_LIMIT = 8;

/**
 * How deep a selection nests fields. Fragments count where they are spread. Introspection's `ofType`
 * does not count: it only unwraps a list or non-null around one type (a chain, never a fan-out), and a
 * client's standard introspection query nests it seven times, which no real depth limit would pass.
 */
export function selectionDepth(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  visiting: Set<string> = new Set(),
  memo: Map<string, number> = new Map(),
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      const own = selection.name.value === 'ofType' ? 0 : 1;
      depth =
        own + (selection.selectionSet ? selectionDepth(context, selection.selectionSet, visiting, memo) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(context, selection.selectionSet, visiting, memo);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A fragment inside itself is refused by validation (NoFragmentCycles); here it just stops.
      if (!fragment || visiting.has(name)) continue;
      // Remembered per fragment: fragments spreading others twice over would otherwise cost 2ⁿ walks.
      const known = memo.get(name);
      if (known !== undefined) depth = known;
      else {
        visiting.add(name);
        depth = selectionDepth(context, fragment.selectionSet, visiting, memo);
        visiting.delete(name);
        memo.set(name, depth);
      }
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** The validation rule: an operation nested deeper than GRAPHQL_DEPTH_LIMIT is refused before it runs. */
export function depthLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const depth = selectionDepth(context, operation.selectionSet);
      if (depth > GRAPHQL_DEPTH_LIMIT) {
        const name = operation.name?.value ?? 'The query';
        context.reportError(
          new GraphQLError(
            `${name} nests fields ${depth} deep, above the limit of ${GRAPHQL_DEPTH_LIMIT}: ask for the inner objects by id in a query of their own.`,
            { nodes: [operation], extensions: { code: 'QUERY_TOO_DEEP' } },
          ),
        );
      }
      return false;
    },
  };
}
