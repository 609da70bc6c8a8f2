// The identity mails (confirmation link, confirmation code, password reset) in the six
// languages, as HTML and plain text. Strings are escaped; links are built from PUBLIC_URL.
import { isLanguage, type Language } from '@aurum/domain';
import type { OutgoingMail } from '../mail';

interface MailTexts {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  /** may contain {minutes} or {hours} */
  expiry: string;
  ignore: string;
  signature: string;
}

type MailKind = 'confirmLink' | 'confirmCode' | 'passwordReset';

const TEXTS: Record<Language, Record<MailKind, MailTexts> & { codeLabel: string }> = {
  en: {
    codeLabel: 'Your code',
    confirmLink: {
      subject: 'Confirm your email address',
      greeting: 'Welcome to Aurum!',
      body: 'Please confirm your email address to secure your account and receive important notices.',
      action: 'Confirm email',
      expiry: 'The link is valid for {hours} hours.',
      ignore: 'If you did not create an account, ignore this email.',
      signature: 'The Aurum team',
    },
    confirmCode: {
      subject: 'Your email confirmation code',
      greeting: 'Hello!',
      body: 'Enter this code to confirm your email address, or use the button below.',
      action: 'Confirm email',
      expiry: 'The code is valid for {minutes} minutes.',
      ignore: 'If you did not request this code, ignore this email.',
      signature: 'The Aurum team',
    },
    passwordReset: {
      subject: 'Reset your password',
      greeting: 'Hello!',
      body: 'We received a request to reset the password of your account. Choose a new password with the button below.',
      action: 'Reset password',
      expiry: 'The link is valid for {minutes} minutes and can be used once.',
      ignore:
        'If you did not ask to reset your password, ignore this email: your password stays the same.',
      signature: 'The Aurum team',
    },
  },
  ru: {
    codeLabel: 'Ваш код',
    confirmLink: {
      subject: 'Подтвердите адрес электронной почты',
      greeting: 'Добро пожаловать в Aurum!',
      body: 'Подтвердите адрес электронной почты, чтобы защитить аккаунт и получать важные уведомления.',
      action: 'Подтвердить почту',
      expiry: 'Ссылка действительна {hours} часа.',
      ignore: 'Если вы не создавали аккаунт, просто проигнорируйте это письмо.',
      signature: 'Команда Aurum',
    },
    confirmCode: {
      subject: 'Код подтверждения электронной почты',
      greeting: 'Здравствуйте!',
      body: 'Введите этот код, чтобы подтвердить адрес электронной почты, или нажмите кнопку ниже.',
      action: 'Подтвердить почту',
      expiry: 'Код действителен {minutes} минут.',
      ignore: 'Если вы не запрашивали код, просто проигнорируйте это письмо.',
      signature: 'Команда Aurum',
    },
    passwordReset: {
      subject: 'Сброс пароля',
      greeting: 'Здравствуйте!',
      body: 'Мы получили запрос на сброс пароля вашего аккаунта. Задайте новый пароль по кнопке ниже.',
      action: 'Сбросить пароль',
      expiry: 'Ссылка действительна {minutes} минут, воспользоваться ей можно один раз.',
      ignore:
        'Если вы не запрашивали сброс пароля, проигнорируйте это письмо: пароль останется прежним.',
      signature: 'Команда Aurum',
    },
  },
  az: {
    codeLabel: 'Kodunuz',
    confirmLink: {
      subject: 'E-poçt ünvanınızı təsdiqləyin',
      greeting: 'Aurum-a xoş gəlmisiniz!',
      body: 'Hesabınızı qorumaq və vacib bildirişlər almaq üçün e-poçt ünvanınızı təsdiqləyin.',
      action: 'E-poçtu təsdiqlə',
      expiry: 'Keçid {hours} saat etibarlıdır.',
      ignore: 'Hesab yaratmamısınızsa, bu məktubu nəzərə almayın.',
      signature: 'Aurum komandası',
    },
    confirmCode: {
      subject: 'E-poçt təsdiq kodunuz',
      greeting: 'Salam!',
      body: 'E-poçt ünvanınızı təsdiqləmək üçün bu kodu daxil edin və ya aşağıdakı düymədən istifadə edin.',
      action: 'E-poçtu təsdiqlə',
      expiry: 'Kod {minutes} dəqiqə etibarlıdır.',
      ignore: 'Bu kodu siz istəməmisinizsə, məktubu nəzərə almayın.',
      signature: 'Aurum komandası',
    },
    passwordReset: {
      subject: 'Şifrənizi sıfırlayın',
      greeting: 'Salam!',
      body: 'Hesabınızın şifrəsini sıfırlamaq üçün sorğu aldıq. Aşağıdakı düymə ilə yeni şifrə seçin.',
      action: 'Şifrəni sıfırla',
      expiry: 'Keçid {minutes} dəqiqə etibarlıdır və yalnız bir dəfə istifadə edilə bilər.',
      ignore:
        'Şifrəni sıfırlamağı siz istəməmisinizsə, bu məktubu nəzərə almayın: şifrəniz dəyişməyəcək.',
      signature: 'Aurum komandası',
    },
  },
  kk: {
    codeLabel: 'Сіздің кодыңыз',
    confirmLink: {
      subject: 'Электрондық пошта мекенжайыңызды растаңыз',
      greeting: 'Aurum-ға қош келдіңіз!',
      body: 'Аккаунтыңызды қорғау және маңызды хабарламаларды алу үшін электрондық пошта мекенжайыңызды растаңыз.',
      action: 'Поштаны растау',
      expiry: 'Сілтеме {hours} сағат жарамды.',
      ignore: 'Егер аккаунт ашпаған болсаңыз, бұл хатты елемеңіз.',
      signature: 'Aurum командасы',
    },
    confirmCode: {
      subject: 'Электрондық поштаны растау коды',
      greeting: 'Сәлеметсіз бе!',
      body: 'Электрондық пошта мекенжайыңызды растау үшін осы кодты енгізіңіз немесе төмендегі батырманы басыңыз.',
      action: 'Поштаны растау',
      expiry: 'Код {minutes} минут жарамды.',
      ignore: 'Егер бұл кодты сұрамаған болсаңыз, хатты елемеңіз.',
      signature: 'Aurum командасы',
    },
    passwordReset: {
      subject: 'Құпиясөзді қалпына келтіру',
      greeting: 'Сәлеметсіз бе!',
      body: 'Аккаунтыңыздың құпиясөзін қалпына келтіру сұрауын алдық. Төмендегі батырма арқылы жаңа құпиясөз таңдаңыз.',
      action: 'Құпиясөзді қалпына келтіру',
      expiry: 'Сілтеме {minutes} минут жарамды және бір рет қана қолданылады.',
      ignore:
        'Егер құпиясөзді қалпына келтіруді сұрамаған болсаңыз, бұл хатты елемеңіз: құпиясөзіңіз өзгермейді.',
      signature: 'Aurum командасы',
    },
  },
  tr: {
    codeLabel: 'Kodunuz',
    confirmLink: {
      subject: 'E-posta adresinizi doğrulayın',
      greeting: "Aurum'a hoş geldiniz!",
      body: 'Hesabınızı korumak ve önemli bildirimleri almak için lütfen e-posta adresinizi doğrulayın.',
      action: 'E-postayı doğrula',
      expiry: 'Bağlantı {hours} saat geçerlidir.',
      ignore: 'Bir hesap oluşturmadıysanız bu e-postayı dikkate almayın.',
      signature: 'Aurum ekibi',
    },
    confirmCode: {
      subject: 'E-posta doğrulama kodunuz',
      greeting: 'Merhaba!',
      body: 'E-posta adresinizi doğrulamak için bu kodu girin veya aşağıdaki düğmeyi kullanın.',
      action: 'E-postayı doğrula',
      expiry: 'Kod {minutes} dakika geçerlidir.',
      ignore: 'Bu kodu siz istemediyseniz bu e-postayı dikkate almayın.',
      signature: 'Aurum ekibi',
    },
    passwordReset: {
      subject: 'Şifrenizi sıfırlayın',
      greeting: 'Merhaba!',
      body: 'Hesabınızın şifresini sıfırlama talebi aldık. Aşağıdaki düğmeyle yeni bir şifre belirleyin.',
      action: 'Şifreyi sıfırla',
      expiry: 'Bağlantı {minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
      ignore:
        'Şifre sıfırlama talebinde bulunmadıysanız bu e-postayı dikkate almayın: şifreniz değişmez.',
      signature: 'Aurum ekibi',
    },
  },
  ar: {
    codeLabel: 'رمزك',
    confirmLink: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      greeting: 'مرحبًا بك في Aurum!',
      body: 'يُرجى تأكيد عنوان بريدك الإلكتروني لحماية حسابك وتلقي الإشعارات المهمة.',
      action: 'تأكيد البريد الإلكتروني',
      expiry: 'الرابط صالح لمدة {hours} ساعة.',
      ignore: 'إذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.',
      signature: 'فريق Aurum',
    },
    confirmCode: {
      subject: 'رمز تأكيد بريدك الإلكتروني',
      greeting: 'مرحبًا!',
      body: 'أدخل هذا الرمز لتأكيد عنوان بريدك الإلكتروني، أو استخدم الزر أدناه.',
      action: 'تأكيد البريد الإلكتروني',
      expiry: 'الرمز صالح لمدة {minutes} دقيقة.',
      ignore: 'إذا لم تطلب هذا الرمز، فتجاهل هذه الرسالة.',
      signature: 'فريق Aurum',
    },
    passwordReset: {
      subject: 'إعادة تعيين كلمة المرور',
      greeting: 'مرحبًا!',
      body: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك. اختر كلمة مرور جديدة باستخدام الزر أدناه.',
      action: 'إعادة تعيين كلمة المرور',
      expiry: 'الرابط صالح لمدة {minutes} دقيقة ويمكن استخدامه مرة واحدة فقط.',
      ignore: 'إذا لم تطلب إعادة تعيين كلمة المرور، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
      signature: 'فريق Aurum',
    },
  },
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function fill(template: string, params: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    params[key] === undefined ? match : String(params[key]),
  );
}

interface Compose {
  to: string;
  language: string;
  kind: MailKind;
  link: string;
  code?: string;
  params: Record<string, number>;
}

function compose(input: Compose): Omit<OutgoingMail, 'kind'> {
  const lang: Language = isLanguage(input.language) ? input.language : 'en';
  const all = TEXTS[lang];
  const t = all[input.kind];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const expiry = fill(t.expiry, input.params);
  const text = [
    t.greeting,
    '',
    t.body,
    '',
    ...(input.code ? [`${all.codeLabel}: ${input.code}`, ''] : []),
    `${t.action}: ${input.link}`,
    '',
    expiry,
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const codeBlock = input.code
    ? `<p style="font-size:14px;color:#a1a1aa;margin:16px 0 4px">${escapeHtml(all.codeLabel)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;color:#f5c542;margin:0 0 16px" dir="ltr">${escapeHtml(input.code)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#0f1115;color:#e4e4e7;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#181b22;border-radius:12px;padding:32px">
<p style="font-size:22px;font-weight:700;color:#f5c542;margin:0 0 24px">Aurum</p>
<p style="font-size:18px;margin:0 0 12px">${escapeHtml(t.greeting)}</p>
<p style="font-size:15px;line-height:1.5;margin:0 0 16px">${escapeHtml(t.body)}</p>
${codeBlock}
<p style="margin:24px 0"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#f5c542;color:#0f1115;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:8px">${escapeHtml(t.action)}</a></p>
<p style="font-size:13px;color:#a1a1aa;line-height:1.5;margin:0 0 8px">${escapeHtml(expiry)}</p>
<p style="font-size:13px;color:#a1a1aa;line-height:1.5;margin:0 0 24px">${escapeHtml(t.ignore)}</p>
<p style="font-size:13px;color:#a1a1aa;margin:0">${escapeHtml(t.signature)}</p>
</div>
</body>
</html>`;
  return { to: input.to, subject: t.subject, text, html };
}

export function confirmationLinkMail(input: {
  to: string;
  language: string;
  publicUrl: string;
  code: string;
  ttlHours: number;
}): OutgoingMail {
  const link = `${input.publicUrl}/?emailConfirmationCode=${encodeURIComponent(input.code)}`;
  return {
    ...compose({
      to: input.to,
      language: input.language,
      kind: 'confirmLink',
      link,
      params: { hours: input.ttlHours },
    }),
    kind: 'email-confirmation-link',
  };
}

export function confirmationCodeMail(input: {
  to: string;
  language: string;
  publicUrl: string;
  code: string;
  ttlMinutes: number;
}): OutgoingMail {
  const link = `${input.publicUrl}/?otpCode=${encodeURIComponent(input.code)}`;
  return {
    ...compose({
      ...input,
      kind: 'confirmCode',
      link,
      code: input.code,
      params: { minutes: input.ttlMinutes },
    }),
    kind: 'email-confirmation-otp',
  };
}

export function passwordResetMail(input: {
  to: string;
  language: string;
  publicUrl: string;
  token: string;
  ttlMinutes: number;
}): OutgoingMail {
  const link = `${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}&type=recovery-mail`;
  return {
    ...compose({
      to: input.to,
      language: input.language,
      kind: 'passwordReset',
      link,
      params: { minutes: input.ttlMinutes },
    }),
    kind: 'password-reset',
  };
}
