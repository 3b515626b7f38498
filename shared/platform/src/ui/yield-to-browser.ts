/**
 * A yield to the browser: what follows the `await` runs in a task of its own, so input and paint can come between.
 * Total blocking time counts each task's time over 50 ms; the same work in shorter tasks blocks less.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
