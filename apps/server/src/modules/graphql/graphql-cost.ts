import {
  type ASTVisitor,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql/index.js';

/**
 * The most a query may cost (see selectionCost): a school's classes with their students' names fits
 * (about 6,600); the same with every student's misconceptions (about 63,000) does not.
 */
export const GRAPHQL_COST_LIMIT = 10_000;

/**
 * How many items a list field is counted as: about the most a real school has (a school's classes, a
 * class's students, a work's results). The catalogue's size is its own, rounded up.
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'Query.misconceptions': 400,
  'School.classes': 60,
  'Class.students': 35,
  'Student.misconceptions': 20,
  'Work.classes': 5,
  'Work.results': 35,
};

/** Fields that ask a service (a database read) each time they resolve; every other field costs 1. */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  'Query.school': 5,
  'Query.class': 5,
  'Query.student': 5,
  'Query.work': 5,
  'School.classes': 5,
  'Class.students': 2,
  'Student.misconceptions': 10,
  'Work.results': 10,
};

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/**
 * A query's cost: each field its weight (FIELD_COSTS, else 1), and a list field's selection counted
 * once per item it may hold (LIST_SIZES), so nesting lists multiplies. Fragments count where they are
 * spread; a fragment spread inside itself (a cycle, which validation refuses anyway) counts nothing.
 */
export function selectionCost(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  visiting: Set<string> = new Set(),
  memo: Map<string, number> = new Map(),
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
      const key = `${parent?.name ?? ''}.${selection.name.value}`;
      cost += FIELD_COSTS[key] ?? 1;
      if (!selection.selectionSet) continue;
      const items = field && isList(field.type) ? (LIST_SIZES[key] ?? 1) : 1;
      const child = field ? getNamedType(field.type) : undefined;
      cost += items * selectionCost(context, selection.selectionSet, child, visiting, memo);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition?.name.value;
      const type = condition ? context.getSchema().getType(condition) : parent;
      cost += selectionCost(context, selection.selectionSet, type ?? undefined, visiting, memo);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || visiting.has(name)) continue;
      // Remembered per fragment (its type is its own condition): fragments spreading others twice
      // over would otherwise cost 2ⁿ walks.
      let fragmentCost = memo.get(name);
      if (fragmentCost === undefined) {
        visiting.add(name);
        const type = context.getSchema().getType(fragment.typeCondition.name.value);
        fragmentCost = selectionCost(context, fragment.selectionSet, type ?? undefined, visiting, memo);
        visiting.delete(name);
        memo.set(name, fragmentCost);
      }
      cost += fragmentCost;
    }
  }
  return cost;
}

/** The validation rule: an operation above GRAPHQL_COST_LIMIT is refused before anything runs. */
export function costLimitRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation) ?? undefined;
      const cost = selectionCost(context, operation.selectionSet, root);
      if (cost > GRAPHQL_COST_LIMIT) {
        const name = operation.name?.value ?? 'The query';
        context.reportError(
          new GraphQLError(
            `${name} costs ${cost}, above the limit of ${GRAPHQL_COST_LIMIT}: ask for fewer nested lists (each list counts its likely size), or split it into several queries.`,
            { nodes: [operation], extensions: { code: 'QUERY_TOO_COSTLY', cost, limit: GRAPHQL_COST_LIMIT } },
          ),
        );
      }
      return false;
    },
  };
}
