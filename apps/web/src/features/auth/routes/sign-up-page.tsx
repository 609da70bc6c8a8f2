// /sign-up (spec §2.8 registration form, §4.2, §5 Registration): email, password, currency and
// country (USD / US unless the geo lookup says otherwise), terms checked by default. Success stores
// the token, clears the click id, remembers registration_success and goes home.
import {
  STORAGE_KEYS,
  isFormValid,
  registrationRules,
  stripSpaces,
  touch,
  touchAll,
  validateForm,
  type RegistrationFormValues,
  type Touched,
} from '@aurum/domain';
import { Check, UserPlus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { Select, type SelectItem } from '@/components/ui/select';
import { useViewerGeo } from '@/lib/api/viewer-region';
import { clearClickId, readClickId } from '@/lib/click-id';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { writeStorage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useValidationMessage } from '@/lib/use-validation-message';
import { USER_REGISTER_BY_EMAIL_MUTATION } from '../api/register';
import { COUNTRIES_QUERY, CURRENCIES_QUERY } from '../api/registration-options';
import {
  CAPTCHA_SKIPPED,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  applyGeoDefaults,
  browserTimeZone,
} from '../model/registration';
import { CredentialFields } from '../components/credential-fields';
import { AuthCard } from './auth-card';
import { currencyName } from '@/lib/intl-text';
import { PasswordChecklist } from '@/components/password-checklist';

type Phase = 'idle' | 'submitting' | 'success' | 'error';

export default function SignUpPage() {
  const { t } = useTranslation('pages');
  const { t: ta, i18n } = useTranslation('auth');
  const session = useSession();
  const navigate = useNavigate();
  const message = useValidationMessage();
  useDocumentTitle('signUp');

  const [values, setValues] = useState<RegistrationFormValues>({
    email: '',
    password: '',
    currency: DEFAULT_CURRENCY,
    country: DEFAULT_COUNTRY,
    termsAccepted: true,
  });
  const [touched, setTouched] = useState<Touched<RegistrationFormValues>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [rgRefusal, setRgRefusal] = useState<string | null>(null);
  const rgRefusalRef = useRef<HTMLDivElement>(null);
  // the refusal sits under the form: on a phone it is below the fold, so bring it into view
  useEffect(() => {
    if (rgRefusal) rgRefusalRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [rgRefusal]);
  const picked = useRef({ currency: false, country: false });

  const [currencies] = useQuery({ query: CURRENCIES_QUERY });
  const [countries] = useQuery({ query: COUNTRIES_QUERY });
  const [geo] = useViewerGeo();
  const [, register] = useMutation(USER_REGISTER_BY_EMAIL_MUTATION);

  const currencyItems = useMemo<SelectItem[]>(() => {
    const result = currencies.data?.currenciesSupportedOnThePlatformByDefault;
    if (result?.__typename !== 'SupportedCurrencies') return [];
    // The server's names are English: name the currency in the interface language.
    return result.currencies.map((c) => ({
      id: c.code,
      title: `${c.code} — ${currencyName(i18n.language, c.code, c.name)}`,
    }));
  }, [currencies.data, i18n.language]);

  const countryItems = useMemo<SelectItem[]>(
    () =>
      (countries.data?.countries ?? []).map((c) => ({ id: c.code, title: c.name, icon: c.flag })),
    [countries.data],
  );

  // Geo data overrides the defaults once everything is known (spec §5 Registration).
  const geoInstruction = geo.data?.getGeoInstructionByIp;
  useEffect(() => {
    if (!geoInstruction || !currencyItems.length || !countryItems.length) return;
    setValues((v) => ({
      ...v,
      ...applyGeoDefaults(v, picked.current, geoInstruction, {
        currencies: currencyItems.map((i) => String(i.id)),
        countries: countryItems.map((i) => String(i.id)),
      }),
    }));
  }, [geoInstruction, currencyItems, countryItems]);

  if (session.status === 'user' && phase !== 'success') return <Navigate replace to="/" />;

  const errors = validateForm(values, registrationRules);
  const termsError = values.termsAccepted ? null : message(errors.termsAccepted);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'submitting') return;
    const clean = { ...values, email: stripSpaces(values.email) };
    setValues(clean);
    setTouched(touchAll(clean));
    if (!isFormValid(validateForm(clean, registrationRules))) return;
    setRgRefusal(null);
    setPhase('submitting');
    const { data, error } = await register({
      input: {
        currency: { fiat: clean.currency },
        email: clean.email,
        language: currentLanguage(),
        password: clean.password,
        cid: readClickId(),
        onboarding: { country: clean.country },
        tz: browserTimeZone(),
      },
      captcha: CAPTCHA_SKIPPED,
    });
    const result = data?.userRegisterByEmail;
    if (result?.__typename === 'RegisterSuccess') {
      setPhase('success');
      clearClickId();
      writeStorage(STORAGE_KEYS.registrationSuccess, '1');
      session.setToken(result.token);
      navigate('/', { replace: true });
      return;
    }
    setPhase('error');
    if (result?.__typename === 'IdentityError' && result.code.startsWith('RG_')) {
      // responsible gaming: an excluded person cannot open another account — said inline
      setRgRefusal(result.code);
    } else if (result?.__typename === 'IdentityError') {
      void notify(result.code, { message: result.message });
    } else {
      void notify(error?.networkError ? 'NETWORK_ERROR' : 'ERROR_DEFAULT');
    }
  };

  const submitting = phase === 'submitting' || phase === 'success';

  return (
    <AuthCard>
      <PageHeading
        icon={<UserPlus size={22} />}
        title={t('signUp.title')}
        intro={t('signUp.intro')}
      />
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <CredentialFields
          values={values}
          setValues={setValues}
          errors={errors}
          touched={touched}
          setTouched={setTouched}
          newPassword
        />
        {/* the same rule as reset and change password, stated before the player types */}
        <PasswordChecklist id="sign-up-password-rules" value={values.password} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label={ta('fields.currency')}
            items={currencyItems}
            loading={currencies.fetching && !currencyItems.length}
            value={values.currency}
            onChange={(item) => {
              picked.current.currency = true;
              setValues((v) => ({ ...v, currency: String(item.id) }));
            }}
            error={touched.currency ? message(errors.currency) : null}
          />
          <Select
            label={ta('fields.country')}
            items={countryItems}
            loading={countries.fetching && !countryItems.length}
            value={values.country}
            onChange={(item) => {
              picked.current.country = true;
              setValues((v) => ({ ...v, country: String(item.id) }));
            }}
            error={touched.country ? message(errors.country) : null}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label className="flex min-h-11 cursor-pointer items-start gap-3 text-body-sm text-text">
            <span className="relative mt-0.5 flex size-6 shrink-0 items-center justify-center">
              <input
                type="checkbox"
                name="terms"
                checked={values.termsAccepted}
                onChange={(event) => {
                  const termsAccepted = event.target.checked;
                  setValues((v) => ({ ...v, termsAccepted }));
                  setTouched((tt) => touch(tt, 'termsAccepted'));
                }}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? 'terms-error' : undefined}
                className="peer size-6 cursor-pointer appearance-none rounded-md border border-border bg-surface-2 transition-colors checked:border-gold checked:bg-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-strong"
              />
              <Check
                size={16}
                strokeWidth={3}
                aria-hidden="true"
                className="pointer-events-none absolute text-on-gold opacity-0 peer-checked:opacity-100"
              />
            </span>
            <span>
              {ta('signUp.terms')}{' '}
              <Link
                to="/terms-and-conditions"
                target="_blank"
                className="font-semibold text-info underline-offset-2 hover:underline"
              >
                {ta('signUp.termsLink')}
              </Link>
            </span>
          </label>
          {termsError ? (
            <p id="terms-error" role="alert" className="text-caption text-danger">
              {termsError}
            </p>
          ) : null}
        </div>
        {rgRefusal ? (
          <div ref={rgRefusalRef}>
            <RgRefusalAlert
              refusal={{ code: rgRefusal }}
              showLink={false}
              detailKey="RG_SELF_EXCLUDED.registration"
            />
          </div>
        ) : null}
        <Button type="submit" size="lg" block loading={submitting} disabled={!values.termsAccepted}>
          {ta('signUp.submit')}
        </Button>
      </form>
      <p className="border-t border-border pt-5 text-body-sm text-muted">
        {t('signUp.haveAccount')}{' '}
        <Link to="/sign-in" className="font-semibold text-gold hover:text-gold-strong">
          {t('signUp.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
