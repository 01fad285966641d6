/**
 * The mailbox an e-mail address reaches (docs/product-rules.md §10.9 "Invitation mail is never bulk"):
 * the address in lower case with its plus-tag dropped, so `Name+1@x.com` and `name+2@X.com` are one
 * mailbox. Limits and "already invited" are judged by mailbox, since every common provider delivers
 * tagged addresses to the untagged one.
 * @param email an address already validated as one
 * @returns `local@domain` in lower case, the local part cut at its first `+`
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  const plus = local.indexOf('+');
  // A local part that is only a tag ("+x@") stays whole: cutting it would leave no mailbox.
  return `${plus > 0 ? local.slice(0, plus) : local}@${domain}`;
}
