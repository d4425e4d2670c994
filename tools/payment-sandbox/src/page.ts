import type { SandboxSession } from './sessions';

export const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a2e;background:#f4f5f8}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.25rem;margin:0 0 .25rem} .note{color:#555;font-size:.875rem;margin:0 0 1rem}
  table{width:100%;border-collapse:collapse;margin:0 0 1rem} td,th{padding:.35rem 0;text-align:left} td.amount,th.amount{text-align:right}
  tfoot th{border-top:1px solid #ddd;padding-top:.5rem}
  label{display:block;font-weight:600;margin:.75rem 0 .25rem}
  input{width:100%;padding:.6rem;border:1px solid #767676;border-radius:6px;font:inherit}
  input:focus,button:focus,a:focus{outline:3px solid #2f5fd0;outline-offset:2px}
  .row{display:flex;gap:1rem} .row>div{flex:1}
  button{margin-top:1.25rem;width:100%;padding:.75rem;border:0;border-radius:6px;background:#2f5fd0;color:#fff;font:inherit;font-weight:700;cursor:pointer}
  .error{margin:1rem 0 0;padding:.75rem;border-radius:6px;background:#fdecea;color:#8a1c13}
  .cancel{display:inline-block;margin-top:1rem;color:#2f5fd0}
`;

/** The sandbox's page shell: one inline stylesheet, no scripts, no outside resources. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function renderPayPage(
  session: SandboxSession,
  error?: string,
  values: { expiry?: string } = {},
): string {
  const total = formatAmount(session.amount_total, session.currency);
  const lines = session.line_items
    .map(
      (l) =>
        `<tr><td>${escape(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</td><td class="amount">${formatAmount(l.unit_amount * l.quantity, session.currency)}</td></tr>`,
    )
    .join('');
  return layout(
    `Pay ${total}`,
    `<h1>Pay ${escape(total)}</h1>
<p class="note">Payment sandbox: no real money moves. Use card 4242 4242 4242 4242 with any future expiry and any CVC.</p>
<table><caption class="note">Order summary</caption><thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${lines}</tbody><tfoot><tr><th scope="row">Total</th><th class="amount">${escape(total)}</th></tr></tfoot></table>
<form method="post" action="/pay/${encodeURIComponent(session.id)}" novalidate>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required${error ? ' aria-describedby="payment-error" aria-invalid="true"' : ''}>
<div class="row"><div><label for="expiry">Expiry</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" required value="${escape(values.expiry ?? '')}"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
${error ? `<p id="payment-error" class="error" role="alert">${escape(error)}</p>` : ''}
<button type="submit">Pay ${escape(total)}</button>
</form>
<a class="cancel" href="${escape(session.cancel_url)}">Cancel and return</a>`,
  );
}

export function renderMessagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  return layout(
    title,
    `<h1>${escape(title)}</h1><p role="status">${escape(message)}</p>${
      link ? `<a class="cancel" href="${escape(link.href)}">${escape(link.text)}</a>` : ''
    }`,
  );
}
