import dayjs from 'dayjs';
import PDFDocument from 'pdfkit';
import type Stripe from 'stripe';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** The lines an invoice's PDF prints: number, date, status, each line and the total. */
export function invoiceTextLines(invoice: Stripe.Invoice): string[] {
  return [
    `Invoice ${invoice.number ?? invoice.id}`,
    `Date: ${dayjs(invoice.created * 1000).format('D MMM YYYY')}   Status: ${invoice.status}`,
    '',
    ...invoice.lines.data.map(
      (line) => `${line.description ?? ''}   ${money(line.amount, invoice.currency)}`,
    ),
    '',
    `Total: ${money(invoice.total, invoice.currency)}   Amount paid: ${money(invoice.amount_paid, invoice.currency)}`,
    'Test mode: issued by the stand-in of the payment provider.',
  ];
}

/**
 * A one-page A4 PDF of an invoice (pdfkit, Helvetica), as the provider's `invoice_pdf` link serves.
 * @returns the PDF's bytes
 */
export function invoicePdf(invoice: Stripe.Invoice): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoice.number ?? invoice.id}` },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica').fontSize(12);
  for (const line of invoiceTextLines(invoice)) pdf.text(line || ' ');
  pdf.end();
  return done;
}
