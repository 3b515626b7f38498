/** Sends the browser to the payment page (a full navigation: the page is another site's, or the API's simulator). */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
