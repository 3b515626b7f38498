/** Leaves the storefront for the payment page (its own module, so tests replace it). */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
