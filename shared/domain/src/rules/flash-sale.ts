// Flash sale stock bar (spec: discovery-and-modules §9): sold ÷ stock × 100.

/** Percentage sold, clamped 0 to 100; a stock of 0 (or none) reads 0 instead of dividing by zero. */
export function flashSaleProgress(sold: number | null | undefined, stock: number | null | undefined): number {
  const total = Number(stock);
  const done = Number(sold);
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(done) || done <= 0) return 0;
  return Math.min(100, (done / total) * 100);
}

/** What is still for sale: available_stock when sent, else stock − sold, never below 0. */
export function flashSaleAvailable(product: { stock?: number | null; sold?: number | null; available_stock?: number | null }): number {
  if (product.available_stock !== undefined && product.available_stock !== null && Number.isFinite(Number(product.available_stock))) {
    return Math.max(0, Number(product.available_stock));
  }
  return Math.max(0, (Number(product.stock) || 0) - (Number(product.sold) || 0));
}
