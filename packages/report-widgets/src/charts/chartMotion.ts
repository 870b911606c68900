/**
 * How a chart moves (docs/decisions/widgets-and-charts.md#charts-true-to-their-data, "Charts appear drawn"). A report draws a dozen charts at
 * once, and animating each one in keeps the page busy for a second after its figures have arrived,
 * so a chart appears already drawn. When its figures change (a filter, a tab, an interval) it moves
 * to them in 300 ms, which shows what changed. Under reduced motion nothing moves.
 */
export function chartMotion(animation: boolean) {
  return animation ? { animation: true, animationDuration: 0, animationDurationUpdate: 300 } : { animation: false };
}
