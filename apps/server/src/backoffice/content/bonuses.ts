// Bonuses in the back office: the catalogue with every BonusInfo field (spec §3) in the base
// currency, created and edited through the bonuses module's own service (validation, bonus_audit
// row in the same transaction). The bonuses table's statement trigger bumps the catalogue
// revision, so the players' cached lobby reads see a change at once.
import { LANGUAGES } from '@aurum/domain';
import type { Db } from '../../db/client';
import {
  listCatalogue,
  saveBonus,
  setBonusEnabled,
  type BonusRow,
  type OperatorBonusInput,
} from '../../modules/bonuses';
import { toMajor } from '../../modules/wallet';

const major = (minor: bigint | null, currency: string) =>
  minor === null ? null : toMajor(minor, currency);

/** The staff view of a catalogue bonus: amounts as major-unit decimal strings. */
export function contentBonusView(row: BonusRow) {
  const c = row.currencyCode;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    enabled: row.enabled,
    repeatable: row.repeatable,
    position: row.position,
    currencyCode: c,
    coverImageUrl: row.coverImageUrl,
    depositPaymentType: row.depositPaymentType,
    availableCurrencies: row.availableCurrencies,
    availableForGame: row.availableForGame,
    availableForGameSlug: row.availableForGameSlug,
    gameCategoryMultipliers: row.gameCategoryMultipliers,
    minDepositAmount: major(row.minDepositAmount, c),
    maxDepositAmount: major(row.maxDepositAmount, c),
    wagerMultiplier: row.wagerMultiplier,
    wageringTime: row.wageringTime,
    minWagerBet: major(row.minWagerBet, c),
    maxWagerBet: major(row.maxWagerBet, c),
    freeSpinsCount: row.freeSpinsCount,
    freespinsGame: row.freespinsGame,
    freespinsGameSlug: row.freespinsGameSlug,
    freespinsExpireTime: row.freespinsExpireTime,
    rewardAmount: major(row.rewardAmount, c),
    maxRewardLimit: major(row.maxRewardLimit, c),
    maxRewardLimitMultiplier: row.maxRewardLimitMultiplier,
    rewardDepositMultiplier: row.rewardDepositMultiplier,
    rewardFreeSpins: row.rewardFreeSpins,
    texts: LANGUAGES.filter((lang) => row.texts[lang]).map((lang) => ({
      lang,
      ...row.texts[lang]!,
    })),
  };
}

export type ContentBonusView = ReturnType<typeof contentBonusView>;

export async function contentBonuses(db: Db): Promise<ContentBonusView[]> {
  return (await listCatalogue(db, { enabledOnly: false })).map(contentBonusView);
}

export async function saveContentBonus(
  db: Db,
  actor: string,
  input: OperatorBonusInput,
): Promise<{ before: ContentBonusView | null; after: ContentBonusView }> {
  const before =
    input.id === null || input.id === undefined
      ? null
      : ((await contentBonuses(db)).find((b) => b.id === input.id) ?? null);
  const row = await saveBonus(db, actor, input);
  return { before, after: contentBonusView(row) };
}

export async function setContentBonusEnabled(db: Db, actor: string, id: number, enabled: boolean) {
  const { before, after } = await setBonusEnabled(db, actor, id, enabled);
  return { before: contentBonusView(before), after: contentBonusView(after) };
}
