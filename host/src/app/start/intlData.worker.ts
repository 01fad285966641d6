/**
 * The worker that `warmIntlData` starts (`warmIntlData.ts`): builds the kinds of `Intl` format the
 * sections' first screens build — a currency amount, a medium date, plural rules — for the locale it
 * is sent, then closes. Only loading the browser's number and date data is wanted: that data and
 * its caches belong to the page's process, so the page's own first formats then cost next to nothing.
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  const locale = typeof event.data === 'string' ? event.data : 'en-us';
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
    new Intl.PluralRules(locale).select(1);
  } finally {
    self.close();
  }
};
