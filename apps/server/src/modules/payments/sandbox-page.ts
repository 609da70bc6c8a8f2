// The sandbox processor's hosted payment page, in the six interface languages (ar right-to-left).
import { LANGUAGES, type Language } from '@aurum/domain';

interface PageTexts {
  title: string;
  merchant: string;
  amount: string;
  method: string;
  pay: string;
  decline: string;
  note: string;
  alreadyFinal: string;
  invalid: string;
  back: string;
}

const TEXTS: Record<Language, PageTexts> = {
  en: {
    title: 'Secure payment',
    merchant: 'Merchant',
    amount: 'Amount',
    method: 'Method',
    pay: 'Pay',
    decline: 'Decline',
    note: 'Sandbox payment page: no card is charged. Pay credits the deposit, Decline refuses it.',
    alreadyFinal: 'This payment is already completed.',
    invalid: 'This payment link is not valid.',
    back: 'Back to the site',
  },
  ru: {
    title: 'Безопасный платёж',
    merchant: 'Получатель',
    amount: 'Сумма',
    method: 'Способ',
    pay: 'Оплатить',
    decline: 'Отклонить',
    note: 'Тестовая платёжная страница: карта не списывается. «Оплатить» зачисляет депозит, «Отклонить» отказывает.',
    alreadyFinal: 'Этот платёж уже завершён.',
    invalid: 'Ссылка на платёж недействительна.',
    back: 'Вернуться на сайт',
  },
  az: {
    title: 'Təhlükəsiz ödəniş',
    merchant: 'Alıcı',
    amount: 'Məbləğ',
    method: 'Üsul',
    pay: 'Ödə',
    decline: 'İmtina et',
    note: 'Sınaq ödəniş səhifəsi: kartdan pul tutulmur. «Ödə» depoziti köçürür, «İmtina et» rədd edir.',
    alreadyFinal: 'Bu ödəniş artıq tamamlanıb.',
    invalid: 'Ödəniş linki etibarsızdır.',
    back: 'Sayta qayıt',
  },
  kk: {
    title: 'Қауіпсіз төлем',
    merchant: 'Алушы',
    amount: 'Сома',
    method: 'Тәсіл',
    pay: 'Төлеу',
    decline: 'Бас тарту',
    note: 'Сынақ төлем беті: картадан ақша алынбайды. «Төлеу» депозитті есептейді, «Бас тарту» қабылдамайды.',
    alreadyFinal: 'Бұл төлем аяқталып қойған.',
    invalid: 'Төлем сілтемесі жарамсыз.',
    back: 'Сайтқа оралу',
  },
  tr: {
    title: 'Güvenli ödeme',
    merchant: 'Alıcı',
    amount: 'Tutar',
    method: 'Yöntem',
    pay: 'Öde',
    decline: 'Reddet',
    note: 'Test ödeme sayfası: karttan çekim yapılmaz. Öde yatırımı hesaba geçirir, Reddet iptal eder.',
    alreadyFinal: 'Bu ödeme zaten tamamlandı.',
    invalid: 'Ödeme bağlantısı geçersiz.',
    back: 'Siteye dön',
  },
  ar: {
    title: 'دفع آمن',
    merchant: 'التاجر',
    amount: 'المبلغ',
    method: 'الطريقة',
    pay: 'ادفع',
    decline: 'رفض',
    note: 'صفحة دفع تجريبية: لا يتم خصم أي مبلغ من البطاقة. «ادفع» يضيف الإيداع، و«رفض» يرفضه.',
    alreadyFinal: 'تم إكمال هذه الدفعة بالفعل.',
    invalid: 'رابط الدفع غير صالح.',
    back: 'العودة إلى الموقع',
  },
};

export function pageLanguage(query: unknown, fallback: Language): Language {
  return typeof query === 'string' && (LANGUAGES as readonly string[]).includes(query)
    ? (query as Language)
    : fallback;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(lang: Language, nonce: string, body: string): string {
  const t = TEXTS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style nonce="${escapeHtml(nonce)}">
  body { margin: 0; font-family: system-ui, sans-serif; background: #0f1115; color: #f2f2f2; display: grid; place-items: center; min-height: 100vh; }
  main { background: #1a1d24; border-radius: 16px; padding: 24px; width: min(92vw, 380px); box-shadow: 0 8px 32px #0008; }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 20px; }
  dt { color: #9aa0ab; } dd { margin: 0; text-align: end; font-weight: 600; }
  .row { display: flex; gap: 12px; }
  .row form { display: flex; flex: 1; }
  button, a.button { flex: 1; border: 0; border-radius: 10px; padding: 14px; font-size: 16px; font-weight: 700; cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #f5c542; color: #111; } .decline { background: #2c313c; color: #f2f2f2; }
  p.note { color: #9aa0ab; font-size: 13px; margin: 16px 0 0; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function checkoutPage(input: {
  lang: Language;
  /** the response's CSP nonce (the page's <style> carries it) */
  nonce: string;
  action: string;
  token: string;
  amount: string;
  currency: string;
  method: string;
}): string {
  const t = TEXTS[input.lang];
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(input.token)}"><input type="hidden" name="lang" value="${input.lang}">`;
  return layout(
    input.lang,
    input.nonce,
    `<h1>${escapeHtml(t.title)}</h1>
<dl>
  <dt>${escapeHtml(t.merchant)}</dt><dd>Aurum</dd>
  <dt>${escapeHtml(t.amount)}</dt><dd dir="ltr">${escapeHtml(input.amount)} ${escapeHtml(input.currency)}</dd>
  <dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(input.method)}</dd>
</dl>
<div class="row">
  <form method="post" action="${escapeHtml(input.action)}">${hidden}<input type="hidden" name="decision" value="approve"><button class="pay" type="submit">${escapeHtml(t.pay)}</button></form>
  <form method="post" action="${escapeHtml(input.action)}">${hidden}<input type="hidden" name="decision" value="decline"><button class="decline" type="submit">${escapeHtml(t.decline)}</button></form>
</div>
<p class="note">${escapeHtml(t.note)}</p>`,
  );
}

export function messagePage(
  lang: Language,
  kind: 'alreadyFinal' | 'invalid',
  backUrl: string,
  nonce: string,
): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    nonce,
    `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t[kind])}</p><div class="row"><a class="button pay" href="${escapeHtml(backUrl)}">${escapeHtml(t.back)}</a></div>`,
  );
}
