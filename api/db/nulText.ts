// The NUL character (\0) has no place in any field of the shop, and PostgreSQL cannot store it in text: a query
// carrying one is refused before it runs, on either database, as the person's own mistake (a 400), after the
// request's fields had their own checks (an e-mail address with a NUL is still told it is not one). Whatever the
// transaction wrote before it is undone with it.
import { OperationNodeTransformer, type KyselyPlugin, type PrimitiveValueListNode, type ValueNode } from 'kysely';
import { Refusal } from '../services/errors';

export const NUL_REFUSED = 'Text may not contain the NUL character (\\0)';

function refuseNul(value: unknown): void {
  if (typeof value === 'string' && value.includes('\0')) throw new Refusal('invalid', NUL_REFUSED);
}

class NulCheck extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    refuseNul(node.value);
    return super.transformValue(node);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    node.values.forEach(refuseNul);
    return super.transformPrimitiveValueList(node);
  }
}

export const refuseNulText: KyselyPlugin = {
  transformQuery: (args) => new NulCheck().transformNode(args.node),
  transformResult: async (args) => args.result,
};
