/** Rank statistics the model's proofs report (pure). */

/** Ranks from 1, ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const out = new Array<number>(values.length).fill(0);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]?.v === order[start]?.v) end++;
    for (let k = start; k <= end; k++) out[order[k]?.i ?? 0] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return out;
}

function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((a, b) => a + b, 0) / n;
  const my = y.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] ?? 0) - mx;
    const dy = (y[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** Spearman's rank correlation. */
export function spearman(x: readonly number[], y: readonly number[]): number {
  return pearson(ranks(x), ranks(y));
}

/** Area under the ROC curve: the chance a random right answer was predicted above a random wrong one (ties half). */
export function auc(predictions: ReadonlyArray<{ p: number; isCorrect: boolean }>): number {
  const r = ranks(predictions.map((x) => x.p));
  let rightRanks = 0;
  let right = 0;
  predictions.forEach((x, i) => {
    if (x.isCorrect) {
      right++;
      rightRanks += r[i] ?? 0;
    }
  });
  const wrong = predictions.length - right;
  return (rightRanks - (right * (right + 1)) / 2) / (right * wrong);
}
