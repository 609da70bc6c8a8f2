// /profile/personal-data (spec §3 ProfileDetails, §4.6, §8 Profile save): name, birth date (18+),
// gender, country, city, address, postal code, state and the phone with a per-country mask. Save
// = changeUserProfileDetails, then changeUserPhone only when the phone differs from the stored one.
// A lazy chunk: libphonenumber-js and its sample numbers load with it, never with home.
import { isFormValid, touch, touchAll, validateForm, type Touched } from '@aurum/domain';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, type SelectItem } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useValidationMessage } from '@/lib/use-validation-message';
import { CHANGE_USER_PHONE_MUTATION } from '../api/change-user-phone';
import { CHANGE_USER_PROFILE_DETAILS_MUTATION } from '../api/change-user-profile-details';
import { COUNTRIES_QUERY } from '../api/countries';
import { USER_PROFILE_DETAILS_QUERY, type ProfileDetails } from '../api/user-profile-details';
import {
  GENDERS,
  detailsInput,
  personalDataRules,
  phoneToSave,
  saveFailureToast,
  valuesFromDetails,
  type PersonalDataValues,
} from '../model/personal-data';
import {
  callingCode,
  formatAsYouType,
  isPhoneCountry,
  isValidPhone,
  nextPhoneValue,
  phoneMask,
  splitStoredPhone,
  toE164,
} from '../model/phone';
import type { CountryCode } from 'libphonenumber-js';

export default function PersonalDataForm() {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: USER_PROFILE_DETAILS_QUERY,
    requestPolicy: 'cache-and-network',
  });
  const details = data?.userProfileDetails;
  if (!details) {
    if (error && !fetching)
      return <LoadFailed onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <FormSkeleton />;
  }
  return <Form details={details} onSaved={() => refetch({ requestPolicy: 'network-only' })} />;
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <p className="text-body-sm text-muted">{t('loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-surface p-5 md:grid-cols-2">
      {Array.from({ length: 10 }, (_, index) => (
        <Skeleton key={index} className="h-[74px] rounded-lg" />
      ))}
    </div>
  );
}

function Form({ details, onSaved }: { details: ProfileDetails; onSaved: () => void }) {
  const { t } = useTranslation('profile');
  const session = useSession();
  const message = useValidationMessage();
  const stored = useMemo(() => splitStoredPhone(details.phone), [details.phone]);
  const [phoneCountry, setPhoneCountry] = useState<CountryCode>(stored.country);
  const [values, setValues] = useState<PersonalDataValues>(() =>
    valuesFromDetails(details, stored.national),
  );
  const [touched, setTouched] = useState<Touched<PersonalDataValues>>({});
  const [saving, setSaving] = useState(false);
  const [countries] = useQuery({ query: COUNTRIES_QUERY });
  const [, saveDetails] = useMutation(CHANGE_USER_PROFILE_DETAILS_MUTATION);
  const [, savePhone] = useMutation(CHANGE_USER_PHONE_MUTATION);

  // A refetch after saving brings the stored values back in.
  useEffect(() => {
    setValues(valuesFromDetails(details, stored.national));
    setPhoneCountry(stored.country);
  }, [details, stored]);

  const countryItems = useMemo<SelectItem[]>(
    () =>
      (countries.data?.countries ?? []).map((c) => ({ id: c.code, title: c.name, icon: c.flag })),
    [countries.data],
  );
  const phoneCountryItems = useMemo(
    () => countryItems.filter((item) => isPhoneCountry(String(item.id))),
    [countryItems],
  );
  const genderItems = useMemo<SelectItem[]>(
    () => GENDERS.map((g) => ({ id: g, title: t(`personal.genders.${g}`) })),
    [t],
  );

  const rules = useMemo(
    () => personalDataRules((value) => isValidPhone(value, phoneCountry)),
    [phoneCountry],
  );
  const errors = validateForm(values, rules);
  const set = (field: keyof PersonalDataValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: keyof PersonalDataValues) => () => setTouched((tt) => touch(tt, field));
  const fieldError = (field: keyof PersonalDataValues) => ({
    error: message(errors[field]),
    touched: Boolean(touched[field]),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(touchAll(values));
    if (!isFormValid(errors)) return;
    setSaving(true);
    try {
      const result = (await saveDetails({ input: detailsInput(values) })).data
        ?.changeUserProfileDetails;
      if (result?.__typename !== 'ActionSuccess') {
        void notify(saveFailureToast(result?.code), { message: result?.message });
        return;
      }
      const nextPhone = phoneToSave(
        values.phone.trim() ? toE164(values.phone, phoneCountry) : null,
        details.phone,
      );
      if (nextPhone) {
        const phoneResult = (await savePhone({ phone: nextPhone })).data?.changeUserPhone;
        if (phoneResult?.__typename !== 'ActionSuccess') {
          void notify(saveFailureToast(phoneResult?.code), { message: phoneResult?.message });
          onSaved();
          return;
        }
      }
      void notify('SUCCESSFULLY_SAVED');
      onSaved();
      session.refresh();
    } finally {
      setSaving(false);
    }
  };

  const mask = phoneMask(phoneCountry);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 md:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label={t('personal.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onValueChange={set('firstName')}
          onBlur={blur('firstName')}
          {...fieldError('firstName')}
        />
        <Input
          label={t('personal.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onValueChange={set('lastName')}
          onBlur={blur('lastName')}
          {...fieldError('lastName')}
        />
        <Input
          label={t('personal.birthDate')}
          name="birthDate"
          type="date"
          autoComplete="bday"
          dir="ltr"
          max={new Date().toISOString().slice(0, 10)}
          value={values.birthDate}
          onValueChange={(value) => {
            set('birthDate')(value);
            setTouched((tt) => touch(tt, 'birthDate'));
          }}
          onBlur={blur('birthDate')}
          {...fieldError('birthDate')}
        />
        <Select
          label={t('personal.gender')}
          items={genderItems}
          value={values.gender || null}
          onChange={(item) => set('gender')(String(item.id))}
        />
        <Select
          label={t('personal.country')}
          items={countryItems}
          loading={countries.fetching && !countryItems.length}
          value={values.country || null}
          onChange={(item) => set('country')(String(item.id))}
        />
        <Input
          label={t('personal.state')}
          name="state"
          autoComplete="address-level1"
          value={values.state}
          onValueChange={set('state')}
          onBlur={blur('state')}
          {...fieldError('state')}
        />
        <Input
          label={t('personal.city')}
          name="city"
          autoComplete="address-level2"
          value={values.city}
          onValueChange={set('city')}
          onBlur={blur('city')}
          {...fieldError('city')}
        />
        <Input
          label={t('personal.postal')}
          name="postal"
          autoComplete="postal-code"
          dir="ltr"
          value={values.postal}
          onValueChange={set('postal')}
          onBlur={blur('postal')}
          {...fieldError('postal')}
        />
        <Input
          label={t('personal.address')}
          name="address"
          autoComplete="street-address"
          containerClassName="md:col-span-2"
          value={values.address}
          onValueChange={set('address')}
          onBlur={blur('address')}
          {...fieldError('address')}
        />
      </div>

      <fieldset className="flex flex-col gap-3 border-t border-border pt-5">
        <legend className="mb-3 text-body font-semibold">{t('personal.phone')}</legend>
        <div className="grid gap-4 md:grid-cols-[minmax(0,220px)_1fr]">
          <Select
            label={t('personal.phoneCountry')}
            items={phoneCountryItems}
            loading={countries.fetching && !phoneCountryItems.length}
            value={phoneCountry}
            onChange={(item) => {
              const next = String(item.id);
              if (!isPhoneCountry(next)) return;
              setPhoneCountry(next);
              setValues((v) => ({ ...v, phone: formatAsYouType(v.phone, next) }));
            }}
          />
          <Input
            label={t('personal.phoneNumber')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            placeholder={mask}
            hint={mask ? t('personal.phoneHint', { example: mask }) : undefined}
            startAdornment={
              <span className="text-body-sm font-semibold text-muted tabular-nums" dir="ltr">
                {callingCode(phoneCountry)}
              </span>
            }
            value={values.phone}
            onValueChange={(value) =>
              set('phone')(nextPhoneValue(values.phone, value, phoneCountry))
            }
            onBlur={blur('phone')}
            {...fieldError('phone')}
          />
        </div>
        {details.phone ? (
          <p className="text-caption text-muted">
            {session.user?.phoneConfirmed
              ? t('personal.phoneConfirmed')
              : t('personal.phoneUnconfirmed')}
          </p>
        ) : null}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={saving} className="w-full md:w-auto md:min-w-48">
          {t('personal.save')}
        </Button>
      </div>
    </form>
  );
}
