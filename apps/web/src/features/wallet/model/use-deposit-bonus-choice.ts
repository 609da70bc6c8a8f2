// Step 1's bonus choice (spec §2.8): loads the player's deposit bonuses for the account currency
// in the interface language, preselects one, and reloads when the bonus list changes
// (userBonusListUpdated). The choice is local until the player confirms it (confirm(): the
// "Use this bonus" button of the crypto step, or the card deposit's Pay): only then is it sent
// through selectDepositBonus. Opening the modal, choosing a radio or viewing an address changes
// nothing on the server.
import { NO_BONUS_ID, isNoBonus } from '@aurum/domain';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useMutation, useSubscription } from 'urql';
import {
  SELECT_DEPOSIT_BONUS_MUTATION,
  USER_BONUS_LIST_UPDATED_SUBSCRIPTION,
  useDepositBonuses,
} from '@/lib/api/deposit-bonuses';
import { useRunningBonus, type CurrentBonusEntry } from '../api/current-bonus';
import { DepositBonusSelection, type SelectOutcome } from './bonus-selection';
import {
  NO_BONUS_CHOICE,
  depositBonusChoices,
  initialDepositBonusId,
  pendingChoiceId,
  type DepositBonusChoice,
} from './deposit-bonus';

export interface DepositBonusChoiceState {
  choices: DepositBonusChoice[];
  /** The shown choice (null until the list has loaded). */
  selected: DepositBonusChoice | null;
  loading: boolean;
  /** The list could not be loaded: the player deposits without a bonus. */
  failed: boolean;
  /** A bonus already running (ACTIVE …): no deposit bonus can be taken now. */
  running: CurrentBonusEntry | null;
  /** Code of the last choice the server refused. */
  error: string | null;
  busy: boolean;
  /** The server holds the shown choice (nothing to confirm). */
  held: boolean;
  choose: (id: number) => void;
  /** Makes the server hold the shown choice; false when it refused (stay on step 1). */
  confirm: () => Promise<boolean>;
  retry: () => void;
}

export function useDepositBonusChoice(
  currency: string | null,
  lang: string,
  predefined: string | number | null | undefined,
): DepositBonusChoiceState {
  const list = useDepositBonuses(currency, lang);
  const current = useRunningBonus(currency, lang);
  const [, select] = useMutation(SELECT_DEPOSIT_BONUS_MUTATION);

  const refetchList = list.refetch;
  const refetchCurrent = current.refetch;
  useSubscription(
    { query: USER_BONUS_LIST_UPDATED_SUBSCRIPTION, pause: !currency },
    (_previous, event) => {
      refetchList();
      refetchCurrent();
      return event;
    },
  );

  const sendRef = useRef<(id: number) => Promise<SelectOutcome>>(async () => ({
    ok: false,
    code: 'TRY_AGAIN_LATER',
  }));
  sendRef.current = async (bonusId: number) => {
    if (!currency) return { ok: false, code: 'TRY_AGAIN_LATER' };
    const result = await select({ bonusId, currencyCode: currency });
    const data = result.data?.selectDepositBonus;
    if (data?.__typename === 'SelectDepositBonusSuccess') {
      return { ok: true, selectedId: data.selectedBonusId };
    }
    const code =
      data?.__typename === 'SelectDepositBonusError'
        ? data.error
        : data?.__typename === 'GeneralAppError'
          ? data.code
          : 'TRY_AGAIN_LATER';
    if (code === 'COMPLETE_BONUS_FIRST') refetchCurrent();
    if (code === 'BONUS_UNAVAILABLE') refetchList();
    return { ok: false, code };
  };

  const [selection] = useState(
    () => new DepositBonusSelection((id) => sendRef.current(id), undefined, undefined, false),
  );
  useEffect(() => () => selection.dispose(), [selection]);
  const state = useSyncExternalStore(selection.subscribe, selection.getState, selection.getState);

  const running = current.running;
  const choices = useMemo(
    () => (running ? [NO_BONUS_CHOICE] : depositBonusChoices(list.bonuses)),
    [list.bonuses, running],
  );

  // First load (or a new predefined bonus): preselect; later loads: follow the server.
  const [initialisedFor, setInitialisedFor] = useState<string | null>(null);
  const ready = list.bonuses !== null && !current.loading;
  const key = `${String(predefined ?? '')}|${running ? 'running' : 'free'}`;
  useEffect(() => {
    if (!ready) return;
    const pending = running ? NO_BONUS_ID : pendingChoiceId(choices);
    const initial = initialDepositBonusId(choices, predefined);
    if (initialisedFor !== key) {
      selection.reset(running ? NO_BONUS_ID : initial, pending);
      setInitialisedFor(key);
    } else {
      selection.serverChanged(pending, (id) => choices.some((c) => c.id === id), initial);
    }
  }, [ready, choices, predefined, running, selection, key, initialisedFor]);

  const initialised = ready && initialisedFor === key;
  // A shown choice that just left the list is replaced in the effect above; until then show the
  // choice it will be replaced with, not a flash of 'no bonus'.
  const selected = initialised
    ? (choices.find((c) => c.id === state.shown) ??
      choices.find((c) => c.id === initialDepositBonusId(choices, predefined)) ??
      NO_BONUS_CHOICE)
    : list.failed
      ? NO_BONUS_CHOICE
      : null;

  const confirm = useCallback(async () => {
    // Without the list (failed) or with a running bonus there is nothing the player chose.
    if (!initialised || running) return true;
    const after = await selection.flush();
    return after.error === null;
  }, [initialised, running, selection]);

  const retry = useCallback(() => {
    refetchList();
    refetchCurrent();
  }, [refetchList, refetchCurrent]);

  return {
    choices: list.failed && !list.bonuses ? [NO_BONUS_CHOICE] : choices,
    selected,
    loading: !list.failed && (list.loading || current.loading || !initialised),
    failed: list.failed && !list.bonuses,
    running,
    error: state.error,
    busy: state.busy,
    held: !initialised || Boolean(running) || state.shown === state.confirmed,
    choose: (id: number) => {
      if (running || !initialised) return;
      selection.choose(isNoBonus(id) ? NO_BONUS_ID : id);
    },
    confirm,
    retry,
  };
}
