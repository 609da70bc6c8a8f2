// The bonus form's rules (zod) and its mapping to and from the staff API: every BonusInfo field
// of spec §3, amounts as decimal strings in major units, texts in the six player languages.
import { z } from 'zod';
import type { ContentBonusFieldsFragment, ContentBonusInput } from '@/gql/graphql';
import { PLAYER_LANGUAGES } from './shared';

const amount = z
  .string()
  .trim()
  .regex(/^(\d{1,12}(\.\d{1,8})?)?$/, 'amountFormat');
const decimal = z
  .string()
  .trim()
  .regex(/^(\d{1,6}(\.\d{1,4})?)?$/, 'decimalFormat');
const hours = z
  .string()
  .trim()
  .regex(/^(\d{1,4})?$/, 'hoursFormat');
const count = z
  .string()
  .trim()
  .regex(/^(\d{1,5})?$/, 'countFormat');

export const bonusSchema = z
  .object({
    id: z.number().nullable(),
    name: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slugFormat')
      .max(40, 'tooLong'),
    kind: z.enum(['DEPOSIT', 'CASHBACK']),
    enabled: z.boolean(),
    repeatable: z.boolean(),
    position: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'countFormat'),
    currencyCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{3,5}$/, 'currencyFormat'),
    coverImageUrl: z
      .string()
      .trim()
      .regex(/^\/(?!\/)\S*$/, 'pathFormat'),
    depositPaymentType: z.enum(['', 'CRYPTO']),
    availableCurrencies: z.string().trim(),
    availableForGame: z.string().trim(),
    availableForGameSlug: z.string().trim(),
    multipliers: z
      .string()
      .trim()
      .regex(/^([a-z-]+=\d+(\.\d+)?)?(\s*,\s*[a-z-]+=\d+(\.\d+)?)*$/, 'multipliersFormat'),
    minDepositAmount: amount,
    maxDepositAmount: amount,
    wagerMultiplier: decimal.min(1, 'required'),
    wageringTime: hours.min(1, 'required'),
    minWagerBet: amount,
    maxWagerBet: amount,
    freeSpinsCount: count,
    freespinsGame: z.string().trim(),
    freespinsGameSlug: z.string().trim(),
    freespinsExpireTime: hours,
    rewardAmount: amount,
    maxRewardLimit: amount,
    maxRewardLimitMultiplier: decimal,
    rewardDepositMultiplier: decimal,
    rewardFreeSpins: count,
    texts: z.array(
      z.object({
        lang: z.string(),
        title: z.string().trim().min(1, 'required').max(120, 'tooLong'),
        condition: z.string().trim().min(1, 'required').max(300, 'tooLong'),
        terms: z.string().trim().min(1, 'required').max(4000, 'tooLong'),
      }),
    ),
  })
  .refine((v) => v.rewardAmount || v.rewardDepositMultiplier || v.rewardFreeSpins, {
    path: ['rewardAmount'],
    message: 'rewardNeeded',
  })
  .refine((v) => !Number(v.freeSpinsCount) || v.freespinsGameSlug, {
    path: ['freespinsGameSlug'],
    message: 'required',
  });

export type BonusValues = z.infer<typeof bonusSchema>;

export function emptyBonus(): BonusValues {
  return {
    id: null,
    name: '',
    kind: 'DEPOSIT',
    enabled: false,
    repeatable: false,
    position: '100',
    currencyCode: 'USD',
    coverImageUrl: '/media/banners/2x_deposit.svg',
    depositPaymentType: '',
    availableCurrencies: 'USD',
    availableForGame: '',
    availableForGameSlug: '',
    multipliers: 'slots=1',
    minDepositAmount: '',
    maxDepositAmount: '',
    wagerMultiplier: '30',
    wageringTime: '168',
    minWagerBet: '',
    maxWagerBet: '',
    freeSpinsCount: '',
    freespinsGame: '',
    freespinsGameSlug: '',
    freespinsExpireTime: '',
    rewardAmount: '',
    maxRewardLimit: '',
    maxRewardLimitMultiplier: '',
    rewardDepositMultiplier: '',
    rewardFreeSpins: '',
    texts: PLAYER_LANGUAGES.map((lang) => ({ lang, title: '', condition: '', terms: '' })),
  };
}

const s = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

export function bonusToValues(b: ContentBonusFieldsFragment): BonusValues {
  return {
    id: b.id,
    name: b.name,
    kind: b.kind === 'CASHBACK' ? 'CASHBACK' : 'DEPOSIT',
    enabled: b.enabled,
    repeatable: b.repeatable,
    position: String(b.position),
    currencyCode: b.currencyCode,
    coverImageUrl: b.coverImageUrl,
    depositPaymentType: b.depositPaymentType === 'CRYPTO' ? 'CRYPTO' : '',
    availableCurrencies: b.availableCurrencies.join(', '),
    availableForGame: s(b.availableForGame),
    availableForGameSlug: s(b.availableForGameSlug),
    multipliers: b.gameCategoryMultipliers.map((m) => `${m.category}=${m.multiplier}`).join(', '),
    minDepositAmount: s(b.minDepositAmount),
    maxDepositAmount: s(b.maxDepositAmount),
    wagerMultiplier: b.wagerMultiplier,
    wageringTime: String(b.wageringTime),
    minWagerBet: s(b.minWagerBet),
    maxWagerBet: s(b.maxWagerBet),
    freeSpinsCount: b.freeSpinsCount ? String(b.freeSpinsCount) : '',
    freespinsGame: s(b.freespinsGame),
    freespinsGameSlug: s(b.freespinsGameSlug),
    freespinsExpireTime: s(b.freespinsExpireTime),
    rewardAmount: s(b.rewardAmount),
    maxRewardLimit: s(b.maxRewardLimit),
    maxRewardLimitMultiplier: s(b.maxRewardLimitMultiplier),
    rewardDepositMultiplier: s(b.rewardDepositMultiplier),
    rewardFreeSpins: s(b.rewardFreeSpins),
    texts: PLAYER_LANGUAGES.map((lang) => {
      const t = b.texts.find((x) => x.lang === lang);
      return { lang, title: t?.title ?? '', condition: t?.condition ?? '', terms: t?.terms ?? '' };
    }),
  };
}

const opt = (v: string) => (v.trim() ? v.trim() : null);
const optInt = (v: string) => (v.trim() ? Number(v) : null);

export function valuesToInput(v: BonusValues): ContentBonusInput {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    name: v.name,
    kind: v.kind,
    enabled: v.enabled,
    repeatable: v.repeatable,
    position: Number(v.position),
    currencyCode: v.currencyCode,
    coverImageUrl: v.coverImageUrl,
    depositPaymentType: opt(v.depositPaymentType),
    availableCurrencies: v.availableCurrencies
      .split(/[\s,]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
    availableForGame: opt(v.availableForGame),
    availableForGameSlug: opt(v.availableForGameSlug),
    gameCategoryMultipliers: v.multipliers
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const [category, multiplier] = p.split('=').map((x) => x.trim());
        return { category: category!, multiplier: multiplier! };
      }),
    minDepositAmount: opt(v.minDepositAmount),
    maxDepositAmount: opt(v.maxDepositAmount),
    wagerMultiplier: v.wagerMultiplier,
    wageringTime: Number(v.wageringTime),
    minWagerBet: opt(v.minWagerBet),
    maxWagerBet: opt(v.maxWagerBet),
    freeSpinsCount: optInt(v.freeSpinsCount),
    freespinsGame: opt(v.freespinsGame),
    freespinsGameSlug: opt(v.freespinsGameSlug),
    freespinsExpireTime: optInt(v.freespinsExpireTime),
    rewardAmount: opt(v.rewardAmount),
    maxRewardLimit: opt(v.maxRewardLimit),
    maxRewardLimitMultiplier: opt(v.maxRewardLimitMultiplier),
    rewardDepositMultiplier: opt(v.rewardDepositMultiplier),
    rewardFreeSpins: optInt(v.rewardFreeSpins),
    texts: v.texts.map((t) => ({
      lang: t.lang,
      title: t.title,
      condition: t.condition,
      terms: t.terms,
    })),
  };
}
