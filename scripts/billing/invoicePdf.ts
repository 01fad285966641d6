import dayjs from 'dayjs';
import type Stripe from 'stripe';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** PDF text strings escape their delimiters; the stand-in's invoices are ASCII. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

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
 * A one-page PDF (1.4, Helvetica) of an invoice, as the provider's `invoice_pdf` link serves: small,
 * valid (a cross-reference table with exact byte offsets), readable by any viewer.
 */
export function invoicePdf(invoice: Stripe.Invoice): Buffer {
  const content = [
    'BT /F1 12 Tf 56 780 Td 16 TL',
    ...invoiceTextLines(invoice).map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
