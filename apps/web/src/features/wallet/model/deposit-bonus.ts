// The deposit modal's bonus choices (spec §2.8): the player's deposit bonuses plus 'no bonus'
// (id 0). The list of deposit bonuses comes from the Bonuses feature through the modal's props.
import { NO_BONUS_ID, type BonusInfoForPreview } from '@aurum/domain';

export interface DepositBonusChoice {
  id: string | number;
  title?: string;
  name?: string;
  bonusInfo?:
    (BonusInfoForPreview & { depositPaymentType?: string | null; title?: string | null }) | null;
}

export const NO_BONUS_CHOICE: DepositBonusChoice = { id: NO_BONUS_ID };

/** 'no bonus' first, then the deposit bonuses (without another 'no bonus'). */
export function depositBonusChoices(
  bonuses: readonly DepositBonusChoice[] | null | undefined,
): DepositBonusChoice[] {
  return [NO_BONUS_CHOICE, ...(bonuses ?? []).filter((b) => String(b.id) !== String(NO_BONUS_ID))];
}
